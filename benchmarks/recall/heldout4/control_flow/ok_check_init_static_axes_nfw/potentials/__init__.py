from .nfw import LeeSutoTriaxialNFWPotential

__all__ = ["LeeSutoTriaxialNFWPotential"]
