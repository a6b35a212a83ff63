"""A small stand-in for mujoco.mjx: a host model and its device copy."""
from typing import NamedTuple

import jax
import numpy as np


class Model(NamedTuple):
    """Host-side model, as mujoco.MjModel.from_xml_path gives it."""
    qpos0: np.ndarray
    actuator_ctrlrange: np.ndarray


def load_half_cheetah():
    ctrlrange = np.tile(np.array([[-1.0, 1.0]]), (6, 1))
    return Model(qpos0=np.zeros(9), actuator_ctrlrange=ctrlrange)


def put_model(model):
    """Like mjx.put_model: every field becomes a device array."""
    return jax.tree.map(jax.device_put, model)
