from scvi_mini.model import JaxSCVI

__all__ = ["JaxSCVI"]
