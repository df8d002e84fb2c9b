#!/usr/bin/env python3
"""The desktop benchmark: the project's sprites and cards scenes as real windows in a private headless
sway, beside the same scenes in GTK 4 (cairo and GL renderers) and Qt Quick (software), interleaved in
rounds so machine noise hits all alike; then input latency and cold start of the project's demo.

Called by scripts/bench-desktop.sh, which builds what it runs; see `--help`. Prints one table."""

import argparse
import json
import os
import pwd
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

TICKS = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def fail(message):
    print(f"bench-desktop: {message}", file=sys.stderr)
    sys.exit(1)


def cpu_seconds(pid):
    """User plus system CPU of a process, all its threads, in seconds."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS
    except (OSError, IndexError, ValueError):
        return None


def resident_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


class Sway:
    """sway on the headless backend with the pixman renderer, run as the unprivileged user `wlci`
    (sway refuses root), with a private runtime folder; clients run as that user too."""

    def __init__(self, width, height, scale, work):
        self.user = None
        if os.geteuid() == 0:
            try:
                self.user = pwd.getpwnam("wlci")
            except KeyError:
                subprocess.run(["useradd", "--system", "--no-create-home", "wlci"], check=True)
                self.user = pwd.getpwnam("wlci")
        self.work = work
        self.runtime = tempfile.mkdtemp(prefix="bench-desktop-run-", dir="/tmp")
        if self.user:
            os.chown(self.runtime, self.user.pw_uid, self.user.pw_gid)
        os.chmod(self.runtime, 0o700)
        config = os.path.join(work, "sway.config")
        with open(config, "w") as f:
            f.write(f"output HEADLESS-1 resolution {width}x{height} position 0 0 scale {scale}\n"
                    "default_border none\ndefault_floating_border none\ngaps inner 0\ngaps outer 0\n"
                    "xwayland disable\nfocus_follows_mouse no\n")
        os.chmod(config, 0o644)
        self.log = open(os.path.join(work, "sway.log"), "w")
        env = self.environment({"WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman"})
        self.process = subprocess.Popen(self.wrap(["sway", "--config", config]), env=env, cwd=work,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 15
        self.socket = self.ipc = None
        while time.monotonic() < deadline and not (self.socket and self.ipc):
            names = os.listdir(self.runtime)
            self.socket = next((n for n in names if n.startswith("wayland-") and not n.endswith(".lock")), None)
            self.ipc = next((os.path.join(self.runtime, n) for n in names if n.startswith("sway-ipc.")), None)
            if self.process.poll() is not None:
                fail(f"sway ended at once; its log is {self.log.name}")
            time.sleep(0.05)
        if not (self.socket and self.ipc):
            self.stop()
            fail("sway made no sockets in 15 s")

    def wrap(self, command):
        if not self.user:
            return command
        return ["setpriv", f"--reuid={self.user.pw_uid}", f"--regid={self.user.pw_gid}", "--init-groups",
                "--pdeathsig", "TERM"] + command

    def environment(self, extra=None):
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.runtime, "LANG": "C.UTF-8",
               "XDG_RUNTIME_DIR": self.runtime}
        if getattr(self, "socket", None):
            env.update({"WAYLAND_DISPLAY": self.socket, "SWAYSOCK": self.ipc})
        env.update(extra or {})
        return env

    def launch(self, command, extra_env=None, stdout=subprocess.DEVNULL):
        return subprocess.Popen(self.wrap(command), env=self.environment(extra_env), cwd=self.work,
                                stdout=stdout, stderr=subprocess.STDOUT if stdout != subprocess.DEVNULL else subprocess.DEVNULL,
                                stdin=subprocess.PIPE)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.runtime, ignore_errors=True)


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def client_pid(process):
    """The client itself: setpriv execs it, so its pid is the Popen's."""
    return process.pid


class FrameCounter:
    """Frames from a client: the project's statistics file, or `frames N` lines on a pipe."""

    def __init__(self, process=None, stats_path=None):
        self.process, self.stats_path = process, stats_path
        self.frames = 0
        self.damage = None
        self.latencies = []
        self.first = None
        self.buffer = b""

    def poll(self):
        if self.stats_path:
            try:
                with open(self.stats_path) as f:
                    lines = [json.loads(line) for line in f if line.strip().endswith("}")]
            except (OSError, ValueError):
                return
            if lines:
                self.frames = lines[-1]["committed"]
                self.damage = lines[-1]["damage"]
                self.first = lines[-1]["first"]
                self.latencies = [value for line in lines for value in line["latencies"]]
            return
        while self.process.stdout and select.select([self.process.stdout], [], [], 0)[0]:
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                break
            self.buffer += chunk
        for line in self.buffer.decode(errors="replace").splitlines():
            parts = line.strip().split()
            if len(parts) >= 2 and parts[-2] == "frames" and parts[-1].isdigit():
                self.frames = int(parts[-1])


def measure(sway, name, command, env, stats_path, warm_up, seconds):
    """Runs one client for warm_up + seconds; what it did in the last `seconds`.

    Clients report their frame count once a second, so the count is watched every 50 ms and the interval measured
    runs from the first report after the warm-up to the last one: frames, elapsed time and CPU times then cover the
    same stretch, to within 50 ms (reading the count only at both ends would miscount by up to a second's frames)."""
    if stats_path and os.path.exists(stats_path):
        os.remove(stats_path)
    process = sway.launch(command, env, stdout=None if stats_path else subprocess.PIPE)
    counter = FrameCounter(process, stats_path)
    pid = client_pid(process)
    started = time.monotonic()
    reports = []
    seen = None
    while time.monotonic() < started + warm_up + seconds + 1.1 and process.poll() is None:
        counter.poll()
        now = time.monotonic()
        if counter.frames != seen:
            seen = counter.frames
            if now >= started + warm_up:
                reports.append((now, counter.frames, counter.damage or 0, cpu_seconds(pid), cpu_seconds(sway.process.pid)))
        time.sleep(0.05)
    memory = resident_mb(pid)
    alive = process.poll() is None
    stop(process)
    if not alive or len(reports) < 2 or None in reports[0] or None in reports[-1]:
        return {"name": name, "error": "the client ended early" if not alive else "the client reported no frames"}
    start, end = reports[0], reports[-1]
    frames = end[1] - start[1]
    elapsed = end[0] - start[0]
    result = {"name": name, "fps": frames / elapsed, "memory": memory}
    if frames > 0:
        result["client"] = (end[3] - start[3]) * 1000 / frames
        result["compositor"] = (end[4] - start[4]) * 1000 / frames
        if stats_path:
            result["damage"] = (end[2] - start[2]) / frames
    return result


def latency(sway, demo, scene, items, virtual_pointer, stats_path, seconds=4):
    """Drags the scene's square by virtual-pointer motions every 25 ms; the project's latencies (ms)."""
    if os.path.exists(stats_path):
        os.remove(stats_path)
    args = [demo, scene, "--size", "1920x1080", "--frame-stats", stats_path]
    if items is not None:
        args += ["--items", str(items)]
    app = sway.launch(args)
    time.sleep(2.5)
    pointer = sway.launch([virtual_pointer], stdout=subprocess.PIPE)

    def command(line):
        pointer.stdin.write((line + "\n").encode())
        pointer.stdin.flush()
        deadline = time.monotonic() + 2
        answer = b""
        while time.monotonic() < deadline and not answer.endswith(b"\n"):
            if select.select([pointer.stdout], [], [], 0.1)[0]:
                answer += os.read(pointer.stdout.fileno(), 256)
        return answer.decode().strip()

    command("")  # `ready`, or the answer to nothing
    command("move 80 80")
    time.sleep(0.3)
    counter = FrameCounter(stats_path=stats_path)
    counter.poll()
    before = len(counter.latencies)
    command("press")
    steps = int(seconds / 0.025)
    start = time.monotonic()
    for step in range(steps):
        x = 80 + 600 * (0.5 - 0.5 * abs(((step / 80) % 2) - 1)) * 2
        y = 80 + 300 * (step % 40) / 40
        command(f"move {x:.0f} {y:.0f}")
        wait = start + (step + 1) * 0.025 - time.monotonic()
        if wait > 0:
            time.sleep(wait)
    command("release")
    time.sleep(1.2)
    counter.poll()
    command("quit")
    stop(pointer)
    stop(app)
    samples = counter.latencies[before:]
    if len(samples) < 10:
        return None
    samples.sort()
    return {"median": statistics.median(samples), "p90": samples[int(len(samples) * 0.9)], "max": samples[-1],
            "count": len(samples)}


def cold_start(sway, demo, stats_path):
    """Milliseconds from starting `demo clouds` to its first frame committed."""
    if os.path.exists(stats_path):
        os.remove(stats_path)
    started = time.monotonic()
    app = sway.launch([demo, "clouds", "--frame-stats", stats_path])
    counter = FrameCounter(stats_path=stats_path)
    deadline = started + 10
    while time.monotonic() < deadline and counter.first is None:
        time.sleep(0.2)
        counter.poll()
    stop(app)
    return None if counter.first is None else (counter.first - started) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenes", nargs="*", default=["sprites", "cards"], help="sprites, cards (default both)")
    parser.add_argument("--demo", required=True)
    parser.add_argument("--virtual-pointer", required=True)
    parser.add_argument("--gtk", help="the built gtk-scenes program (GTK 4 rows)")
    parser.add_argument("--qml", help="the scenes.qml file (Qt Quick rows)")
    parser.add_argument("--assets", required=True)
    parser.add_argument("--scale", type=int, default=1, help="output scale; 2 runs at 3840×2160")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--machine", default="", help="the machine-speed line to print")
    args = parser.parse_args()

    width, height = 1920 * args.scale, 1080 * args.scale
    work = tempfile.mkdtemp(prefix="bench-desktop-", dir="/tmp")
    os.chmod(work, 0o755)
    demo = os.path.join(work, "demo")
    shutil.copy2(args.demo, demo)
    shutil.copytree(args.assets, os.path.join(work, "assets"))
    pointer = os.path.join(work, "virtual-pointer")
    shutil.copy2(args.virtual_pointer, pointer)
    stats = os.path.join(work, "stats.jsonl")
    clients = [("this project", lambda scene: ([demo, scene, "--size", "1920x1080", "--frame-stats", stats], {}, stats))]
    if args.gtk:
        gtk = os.path.join(work, "gtk-scenes")
        shutil.copy2(args.gtk, gtk)
        clients.append(("GTK 4 cairo", lambda scene: ([gtk, scene, "500" if scene == "sprites" else "50", "assets"], {"GSK_RENDERER": "cairo"}, None)))
        clients.append(("GTK 4 GL", lambda scene: ([gtk, scene, "500" if scene == "sprites" else "50", "assets"], {"GSK_RENDERER": "gl", "LIBGL_ALWAYS_SOFTWARE": "1"}, None)))
    if args.qml:
        qml = os.path.join(work, "scenes.qml")
        shutil.copy2(args.qml, qml)
        clients.append(("Qt Quick software", lambda scene: (["/usr/lib/qt6/bin/qml", qml, "--", scene, "500" if scene == "sprites" else "50", "assets"],
                                                              {"QT_QUICK_BACKEND": "software", "QT_QPA_PLATFORM": "wayland", "QT_LOGGING_RULES": "qml.info=true"}, None)))
    sway = Sway(width, height, args.scale, work)
    if sway.user:
        # The demo belongs to the user who runs it, as a person's own build does: the kernel lets a process reclaim
        # only the page cache of files it could write (the demo's constant tables, `MappedFiles` in Sources/Wayland).
        os.chown(demo, sway.user.pw_uid, sway.user.pw_gid)
    os.chmod(work, 0o777)
    results = {}
    try:
        for round_index in range(args.rounds):
            for scene in args.scenes:
                for name, make in clients:
                    command, env, stats_path = make(scene)
                    outcome = measure(sway, name, command, env, stats_path, warm_up=3, seconds=args.seconds)
                    results.setdefault((scene, name), []).append(outcome)
                    print(f"round {round_index + 1}, {scene}, {name}: " + ", ".join(
                        f"{k} {v:.2f}" if isinstance(v, float) else f"{k} {v}" for k, v in outcome.items() if k != "name"),
                        file=sys.stderr, flush=True)
        latencies = {}
        for label, scene, items in [("idle", "sprites", 0)] + [(scene, scene, None) for scene in args.scenes]:
            latencies[label] = latency(sway, demo, scene, items, pointer, stats)
        start_ms = [cold_start(sway, demo, stats) for _ in range(args.rounds)]
    finally:
        sway.stop()
        shutil.rmtree(work, ignore_errors=True)

    def median(outcomes, key):
        values = [o[key] for o in outcomes if o.get(key) is not None]
        return statistics.median(values) if values else None

    def cell(value, format_string):
        return "—" if value is None else format_string.format(value)

    print(f"Desktop benchmark, {time.strftime('%Y-%m-%d')}: headless sway (pixman) at {width}×{height}, output scale {args.scale}; "
          f"medians of {args.rounds} rounds of {args.seconds:.0f} s")
    if args.machine:
        print(args.machine)
    print()
    print("| scene | toolkit | fps | client CPU ms/frame | compositor ms/frame | damage px/frame | resident MB |")
    print("|---|---|---|---|---|---|---|")
    for scene in args.scenes:
        for name, _ in clients:
            outcomes = results.get((scene, name), [])
            errors = [o["error"] for o in outcomes if "error" in o]
            if errors and len(errors) == len(outcomes):
                print(f"| {scene} | {name} | {errors[0]} | | | | |")
                continue
            print(f"| {scene} | {name} | {cell(median(outcomes, 'fps'), '{:.0f}')} | {cell(median(outcomes, 'client'), '{:.1f}')} | "
                  f"{cell(median(outcomes, 'compositor'), '{:.1f}')} | {cell(median(outcomes, 'damage'), '{:,.0f}')} | "
                  f"{cell(median(outcomes, 'memory'), '{:.0f}')} |")
    print()
    print("| pointer motion → commit showing it (this project) | median ms | p90 ms | max ms | frames |")
    print("|---|---|---|---|---|")
    for label, value in latencies.items():
        if value is None:
            print(f"| {label} | — | — | — | 0 |")
        else:
            print(f"| {label} | {value['median']:.1f} | {value['p90']:.1f} | {value['max']:.1f} | {value['count']} |")
    starts = [s for s in start_ms if s is not None]
    print()
    print(f"cold start of `demo clouds` to its first frame committed: "
          + (f"median {statistics.median(starts):.0f} ms of {len(starts)}" if starts else "no frame within 10 s"))


if __name__ == "__main__":
    signal.signal(signal.SIGINT, lambda *_: sys.exit(130))
    main()
