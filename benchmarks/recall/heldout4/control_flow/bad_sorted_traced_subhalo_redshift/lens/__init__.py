from .galaxy import Galaxy
from .tracer_util import plane_redshifts_from, deflections_of_planes

__all__ = ["Galaxy", "plane_redshifts_from", "deflections_of_planes"]
