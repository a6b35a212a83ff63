from model.layers import MLPBlock, stack_forward
from model.numerics import check_numerics, enable_numeric_checks

__all__ = ["MLPBlock", "check_numerics", "enable_numeric_checks", "stack_forward"]
