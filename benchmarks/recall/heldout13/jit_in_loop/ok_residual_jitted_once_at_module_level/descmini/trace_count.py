TRACES = {"residual": 0}
