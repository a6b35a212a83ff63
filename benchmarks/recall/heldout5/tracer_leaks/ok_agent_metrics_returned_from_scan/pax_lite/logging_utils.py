class Logger:
    def __init__(self):
        self.metrics = {}


def wandb_log(metrics, step):
    """Stand-in for wandb.log: the values must be concrete numbers."""
    row = {k: float(v) for k, v in metrics.items()}
    print(f"step {step}:", {k: round(v, 4) for k, v in row.items()})
