from circuit import circuit

NETLIST = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]


def coupler_ring(wl=1.55):
    circuit_fn = circuit(NETLIST)
    return circuit_fn(wl)
