from circuit import circuit

NETLIST = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]

_circuit_fn = circuit(NETLIST)


def coupler_ring(wl=1.55):
    return _circuit_fn(wl)
