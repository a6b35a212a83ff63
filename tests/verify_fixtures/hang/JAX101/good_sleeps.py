# verify: clean
# Never finishes: the verifier must stop it at its timeout and fail it.
import time

if __name__ == "__main__":
    time.sleep(3600)
