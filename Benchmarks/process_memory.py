"""How much memory a process holds, as Linux reports it in /proc/PID/status."""
from pathlib import Path


def memory_mb(pid):
    """(resident, peak resident) memory of process `pid` in MB: its VmRSS and VmHWM."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
