import numpy as np


class MocapDataset:
    """Reference motion clips (time, joints), e.g. loaded from motion-capture files."""

    def __init__(self, n_clips=5, length=20, joints=3, seed=0):
        rng = np.random.default_rng(seed)
        self._clips = np.cumsum(rng.normal(size=(n_clips, length, joints)), axis=1).astype(np.float32)

    def __len__(self):
        return len(self._clips)

    def __getitem__(self, i):
        return self._clips[i]
