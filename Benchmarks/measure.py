"""What the benchmark scripts share: where the tool is, and how one run of a command is measured."""
import collections, os, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, ".build", "release", "effect-export")


# Wall seconds, peak resident memory (KiB) and CPU seconds (user and system, every thread) of one run.
Run = collections.namedtuple("Run", "seconds memory cpu")


def run(command):
    """One child process measured; exits if it fails."""
    start = time.perf_counter()
    process = subprocess.Popen(command)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{command[0]} failed with status {status}")
    return Run(seconds, usage.ru_maxrss, usage.ru_utime + usage.ru_stime)
