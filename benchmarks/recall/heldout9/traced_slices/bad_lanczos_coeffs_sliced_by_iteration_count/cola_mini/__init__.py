from cola_mini.logdet import logdet

__all__ = ["logdet"]
