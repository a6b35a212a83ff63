import jax

from .paths import get_bm_noise, get_ou_signal


def make_datasets(random_key, n_points=32, batch_size=16):
    train_key, eval_key, signal_key = jax.random.split(random_key, 3)
    train_dataset, _ = get_bm_noise(n_points=n_points, num_samples=batch_size, random_key=train_key)
    eval_dataset, _ = get_bm_noise(n_points=n_points, num_samples=batch_size, random_key=eval_key)
    signals = get_ou_signal(signal_key, batch_size, n_points)
    return train_dataset, eval_dataset, signals
