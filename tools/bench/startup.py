#!/usr/bin/env python3
"""Start-up and memory of the interactive program as a person gets it: termcolor run in a real
terminal (tmux, 200x60), timed from the moment the process is started to the moment the first
frame showing the page reaches the terminal, with its resident memory read from /proc while it
loads, while it sits idle and after a few strokes. Prints one JSON object per page and program.

Usage: startup.py [--runs N] [--marker TEXT] [--chafa] NAME=BINARY [NAME=BINARY ...] -- PAGE.png [PAGE.png ...]

Several programs (say before=... after=...) are measured in turns, run by run, so a busy
machine slows them alike. How it works: a tmux pane starts a shell that waits on a FIFO; tmux
pipes everything the pane's program writes into a second FIFO that this script reads with
timestamps; writing to the first FIFO starts the clock and lets the shell `exec` termcolor, so
the pane's process is termcolor itself. The first frame is the first output holding MARKER
(default "[1]", the palette bar's selected swatch: drawn with the page, never by a notice).

With --chafa, each run also times chafa's whole run on the page (200x60, vertical half blocks,
256 colours, output to /dev/null) in the same turn; each program's row then has `chafaRatio`, the
median over the runs of its time over chafa's time in that run, and a row "chafa" is printed.

CPU time: `firstFrameCpuMs` is the CPU time (user + system, every thread, from
/proc/PID/task/*/schedstat) termcolor had used when its first frame arrived, `cpuMs` for chafa
the user + system time of its whole run (its rusage); both are far less disturbed by a busy
machine than the wall clock, so the pair holds up where the times do not.

Memory: VmHWM (peak) and VmRSS of the termcolor process, in bytes: `loadPeak` once the program
has settled after its first frame (it is then idle: all loading work done), `idle` at that
moment, then three strokes are drawn across the page (press, 40 drags, release each) and
`stroked` / `strokedPeak` read once the output has been quiet for a while. Fields named *Ms are
medians over the runs (with *MsMin); memory fields are the largest seen over the runs.
"""
import json, os, select, shutil, statistics, subprocess, sys, tempfile, time

COLUMNS, ROWS = 200, 60


def tmux(*args, check=True):
    return subprocess.run(["tmux", *args], check=check, capture_output=True, text=True).stdout


def proc_status(pid):
    """VmHWM and VmRSS of a process, in bytes (None if it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            fields = dict(line.split(":", 1) for line in f if ":" in line)
        return int(fields["VmHWM"].split()[0]) * 1024, int(fields["VmRSS"].split()[0]) * 1024
    except (OSError, KeyError, ValueError):
        return None


def cpu_ms(pid):
    """CPU time a process's threads have used so far, ms (schedstat: nanoseconds on a CPU)."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        pass
    return total / 1e6


class Pane:
    """One tmux session whose program waits for `go()`; its output is read through a FIFO."""

    def __init__(self, command, folder):
        self.name = f"tcstart{os.getpid()}"
        self.go_path = os.path.join(folder, "go")
        self.out_path = os.path.join(folder, "out")
        for p in (self.go_path, self.out_path):
            if os.path.exists(p):
                os.unlink(p)
            os.mkfifo(p)
        tmux("kill-session", "-t", self.name, check=False)
        tmux("new-session", "-d", "-s", self.name, "-x", str(COLUMNS), "-y", str(ROWS),
             f"read _ < {self.go_path}; exec {command}")
        tmux("set-option", "-t", self.name, "remain-on-exit", "off")
        # Open our end first (non-blocking), so the writer tmux starts never blocks on its open.
        self.out = os.open(self.out_path, os.O_RDONLY | os.O_NONBLOCK)
        tmux("pipe-pane", "-t", self.name, "-O", f"cat > {self.out_path}")
        self.pid = int(tmux("display", "-p", "-t", self.name, "#{pane_pid}").strip())
        self.buffer = b""
        time.sleep(0.3)  # the pipe's cat is running before the clock starts

    def go(self):
        t0 = time.monotonic()
        with open(self.go_path, "w") as f:
            f.write("\n")
        return t0

    def read_some(self, timeout):
        """What the pane wrote within `timeout` seconds (b"" if nothing), appended to the buffer."""
        ready, _, _ = select.select([self.out], [], [], timeout)
        if not ready:
            return b""
        try:
            chunk = os.read(self.out, 1 << 16)
        except BlockingIOError:
            chunk = b""
        self.buffer += chunk
        return chunk

    def read_until(self, marker, deadline):
        """Reads until `marker` appears after what was read so far; its arrival time, or None."""
        start = len(self.buffer)
        while time.monotonic() < deadline:
            if self.read_some(0.05) and marker in self.buffer[max(0, start - len(marker)):]:
                return time.monotonic()
        return None

    def settle(self, quiet, deadline):
        """Reads until nothing has arrived for `quiet` seconds."""
        last = time.monotonic()
        while time.monotonic() < deadline:
            if self.read_some(0.02):
                last = time.monotonic()
            elif time.monotonic() - last >= quiet:
                return

    def send(self, text):
        tmux("send-keys", "-t", self.name, "-l", "--", text)

    def close(self):
        tmux("kill-session", "-t", self.name, check=False)
        os.close(self.out)


def stroke(pane, row):
    """A press, 40 one-cell drags and a release across the middle of the view."""
    c0 = COLUMNS // 2 - 20
    pane.send(f"\x1b[<0;{c0};{row}M")
    for c in range(c0 + 1, c0 + 41):
        pane.send(f"\x1b[<32;{c};{row}M")
    pane.send(f"\x1b[<0;{c0 + 40};{row}m")


def one_run(binary, page, marker, folder):
    out = os.path.join(folder, "colored.png")
    # Its own HOME and XDG folders: no settings file or recent pictures of the machine's, none left.
    env = f"HOME={folder} XDG_STATE_HOME={folder}/state XDG_CONFIG_HOME={folder}/config"
    pane = Pane(f"env {env} {binary} {page} -o {out} --fresh", folder)
    try:
        t0 = pane.go()
        first = pane.read_until(marker, t0 + 60)
        if first is None:
            raise RuntimeError(f"{binary} {page}: no frame with {marker!r} within 60 s")
        first_cpu = cpu_ms(pane.pid)
        pane.settle(1.0, time.monotonic() + 30)
        loaded = proc_status(pane.pid)
        for row in (ROWS // 3, ROWS // 2, 2 * ROWS // 3):
            stroke(pane, row)
        pane.settle(1.0, time.monotonic() + 30)
        stroked = proc_status(pane.pid)
        pane.send("Q")
        pane.settle(0.3, time.monotonic() + 5)
        pane.send("y")
        return {"firstFrameMs": (first - t0) * 1000, "firstFrameCpuMs": first_cpu, "loadPeak": loaded[0], "idle": loaded[1],
                "strokedPeak": stroked[0], "stroked": stroked[1]}
    finally:
        pane.close()
        for name in os.listdir(folder):
            if name.startswith("colored"):
                os.unlink(os.path.join(folder, name))


CHAFA = ["chafa", "--format", "symbols", "--symbols", "vhalf", "--colors", "256", "--animate", "off",
         "--size", f"{COLUMNS}x{ROWS}"]


def chafa_run(page):
    """chafa's whole run on `page`: wall ms, CPU (user + system) ms."""
    t0 = time.monotonic()
    child = subprocess.Popen(CHAFA + [page], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.monotonic() - t0) * 1000
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise RuntimeError(f"chafa {page}: exit {child.returncode}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main(argv):
    runs, marker = 5, b"[1]"
    args = argv[1:]
    with_chafa = "--chafa" in args
    if with_chafa:
        args.remove("--chafa")
    if "--runs" in args:
        i = args.index("--runs"); runs = int(args[i + 1]); del args[i:i + 2]
    if "--marker" in args:
        i = args.index("--marker"); marker = args[i + 1].encode(); del args[i:i + 2]
    if "--" not in args or shutil.which("tmux") is None:
        sys.exit(__doc__)
    split = args.index("--")
    programs = [a.split("=", 1) for a in args[:split]]
    pages = args[split + 1:]
    if not programs or not pages or any(len(p) != 2 for p in programs):
        sys.exit(__doc__)
    with tempfile.TemporaryDirectory(prefix="termcolor-startup-") as folder:
        for page in pages:
            results = {name: [] for name, _ in programs}
            chafa = []
            if with_chafa:
                chafa_run(page)  # the page in the file cache for both
            for _ in range(runs):
                for name, binary in programs:
                    results[name].append(one_run(os.path.abspath(binary), os.path.abspath(page), marker, folder))
                if with_chafa:
                    chafa.append(chafa_run(page))
            chafa_cpu = [c for _, c in chafa]
            chafa = [w for w, _ in chafa]
            for name, _ in programs:
                rs = results[name]
                times = [r["firstFrameMs"] for r in rs]
                row = {
                    "program": name, "page": page, "runs": runs,
                    "firstFrameMs": round(statistics.median(times), 1), "firstFrameMsMin": round(min(times), 1),
                    "firstFrameCpuMs": round(statistics.median(r["firstFrameCpuMs"] for r in rs), 1),
                    **{k: max(r[k] for r in rs) for k in ("loadPeak", "idle", "strokedPeak", "stroked")},
                }
                if chafa:
                    row["chafaRatio"] = round(statistics.median(t / c for t, c in zip(times, chafa)), 3)
                print(json.dumps(row), flush=True)
            if chafa:
                print(json.dumps({"program": "chafa", "page": page, "runs": runs,
                                  "firstFrameMs": round(statistics.median(chafa), 1), "firstFrameMsMin": round(min(chafa), 1),
                                  "cpuMs": round(statistics.median(chafa_cpu), 1)}),
                      flush=True)


if __name__ == "__main__":
    main(sys.argv)
