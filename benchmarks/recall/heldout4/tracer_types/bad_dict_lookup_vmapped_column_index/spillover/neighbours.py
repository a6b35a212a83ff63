def excluded_neighbours(adjacency_rows):
    """For each region j, the set of regions whose spillover into j is not modelled."""
    return {j: {k for k, linked in enumerate(row) if not linked} for j, row in enumerate(adjacency_rows)}
