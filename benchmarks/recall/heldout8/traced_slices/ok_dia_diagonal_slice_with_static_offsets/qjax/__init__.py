from qjax.dia import JaxDia, frobenius_norm

__all__ = ["JaxDia", "frobenius_norm"]
