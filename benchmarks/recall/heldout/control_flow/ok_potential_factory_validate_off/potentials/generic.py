import functools
from dataclasses import dataclass

from potentials.nonbonded import nonbonded_v3


@dataclass
class Nonbonded:
    cutoff: float

    def to_reference(self):
        # the PR's fix: the reference potential skips the Python-level validation
        return functools.partial(nonbonded_v3, cutoff=self.cutoff, runtime_validate=False)
