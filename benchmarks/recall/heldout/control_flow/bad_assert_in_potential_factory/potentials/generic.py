import functools
from dataclasses import dataclass

from potentials.nonbonded import nonbonded_v3


@dataclass
class Nonbonded:
    cutoff: float

    def to_reference(self):
        return functools.partial(nonbonded_v3, cutoff=self.cutoff)
