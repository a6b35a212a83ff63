"""Vector quantisation (a reduction of scipy.cluster.vq)."""
from scipy_mini._lib._array_api import _asarray, array_namespace


def py_vq(obs, code_book, xp):
    dist = xp.sum((obs[:, None, :] - code_book[None, :, :]) ** 2, axis=-1)
    code = xp.argmin(dist, axis=1)
    min_dist = xp.sqrt(xp.min(dist, axis=1))
    return code, min_dist


def vq(obs, code_book, check_finite=True):
    xp = array_namespace(obs, code_book)
    obs = _asarray(obs, xp=xp, check_finite=check_finite)
    code_book = _asarray(code_book, xp=xp, check_finite=check_finite)
    return py_vq(obs, code_book, xp)
