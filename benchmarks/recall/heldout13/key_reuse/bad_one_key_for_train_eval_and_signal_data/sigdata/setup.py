from .paths import get_bm_noise, get_ou_signal


def make_datasets(random_key, n_points=32, batch_size=16):
    train_dataset, _ = get_bm_noise(n_points=n_points, num_samples=batch_size, random_key=random_key)
    eval_dataset, _ = get_bm_noise(n_points=n_points, num_samples=batch_size, random_key=random_key)  # error: JAX203
    signals = get_ou_signal(random_key, batch_size, n_points)  # error: JAX203
    return train_dataset, eval_dataset, signals
