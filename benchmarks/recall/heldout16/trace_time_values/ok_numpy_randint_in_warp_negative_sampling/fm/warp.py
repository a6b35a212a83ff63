import jax.numpy as np
from jax import lax, random, vmap

USER_FEATURE_EMBEDDING_IDX = 0
ITEM_FEATURE_EMBEDDING_IDX = 1
USER_BIAS_IDX = 2
ITEM_BIAS_IDX = 3


def compute_representation(feature_values, feature_embeddings, feature_bias):
    def get_embedding(key):
        return np.append(feature_embeddings[key], feature_bias[key])

    return np.sum(vmap(get_embedding)(feature_values), axis=0)


def calc_score(user_repr, item_repr, z):
    return np.dot(user_repr[:z], item_repr[:z]) + user_repr[z] + item_repr[z]


def get_negative_item(params, user_repr, score_pos, item_dataset, max_samples, z, key):
    """Sample a negative item ranked higher than the positive item."""
    n_items = item_dataset.shape[0]

    def resample(state):
        _, _, sampled, key = state
        sampled = sampled + 1
        key, key_ = random.split(key)
        neg_item = random.randint(key_, (1,), 0, n_items)
        neg_repr = compute_representation(item_dataset[neg_item],
                                          params[ITEM_FEATURE_EMBEDDING_IDX],
                                          params[ITEM_BIAS_IDX])
        return (neg_item, calc_score(user_repr, neg_repr, z), sampled, key)

    def cond(state):
        _, score_neg, sampled, _ = state
        return (score_neg < score_pos - 1) & (sampled < max_samples)

    neg_item, _, sampled, _ = lax.while_loop(
        cond, resample, (np.array([0]), score_pos - 2, 0, key))
    return neg_item, sampled


def warp(params, z, max_samples, item_dataset, user_data, item_data, key):
    """Rank-weighted hinge loss for one (user, positive item) pair."""
    n_items = item_dataset.shape[0]
    user_repr = compute_representation(user_data, params[USER_FEATURE_EMBEDDING_IDX],
                                       params[USER_BIAS_IDX])
    pos_repr = compute_representation(item_data, params[ITEM_FEATURE_EMBEDDING_IDX],
                                      params[ITEM_BIAS_IDX])
    score_pos = calc_score(user_repr, pos_repr, z)
    neg_item, sampled = get_negative_item(lax.stop_gradient(params),
                                          lax.stop_gradient(user_repr),
                                          lax.stop_gradient(score_pos),
                                          item_dataset, max_samples, z, key)
    neg_repr = compute_representation(item_dataset[neg_item],
                                      params[ITEM_FEATURE_EMBEDDING_IDX],
                                      params[ITEM_BIAS_IDX])
    score_neg = calc_score(user_repr, neg_repr, z)
    L = np.floor((n_items - 1) / sampled)
    constant = np.log(np.where(1.0 > L, 1.0, L))
    loss = np.where(sampled < max_samples, constant * (score_neg - score_pos + 1), 0.0)
    return loss, neg_item[0]


def loss(params, z, max_samples, item_dataset, user_data, item_data, key):
    keys = random.split(key, user_data.shape[0])
    res, neg_items = vmap(warp, in_axes=(None, None, None, None, 0, 0, 0))(
        params, z, max_samples, item_dataset, user_data, item_data, keys)
    return np.mean(res), neg_items
