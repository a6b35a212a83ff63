from scarlet_mini.source import Source, Spectrum

__all__ = ["Source", "Spectrum"]
