from adaptation.chees import chees_adaptation

__all__ = ["chees_adaptation"]
