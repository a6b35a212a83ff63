from hmcecs.subsample import sample_u_poisson

__all__ = ["sample_u_poisson"]
