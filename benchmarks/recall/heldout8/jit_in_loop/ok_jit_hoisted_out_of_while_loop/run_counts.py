# Report: https://github.com/patrick-kidger/equinox/issues/1141
# A helper advances a counter in a while loop; this twin jits the body once at module level, so the
# loop hits the cache ("tracing loop_body" is printed once).
from counting.loops import count_up

if __name__ == "__main__":
    print("result:", int(count_up(10, 5)))
