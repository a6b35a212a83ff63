# verify: clean
# Kills its own interpreter: the verifier must fail it with the signal.
import os
import signal

if __name__ == "__main__":
    os.kill(os.getpid(), signal.SIGKILL)
