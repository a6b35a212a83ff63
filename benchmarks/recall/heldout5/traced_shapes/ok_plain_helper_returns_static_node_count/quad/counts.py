def n_nodes(order):
    """Number of nodes of a composite rule of the given order.

    A plain Python helper: called from jitted code with a static order, it returns a Python int.
    """
    return 2 * order + 1
