"""Fit the weights of Terra Mystica's evaluation to the choices of real players (issue 19).

At every start of a turn in the real games of ``--corpus`` (``tm_choices.turns``) the bots'
whole turns (``ai.bot_moves``) are made in the very same position, and the one the person took
is found among them by its main actions (``signature``: the hexes built on and upgraded, the
cult track, the power or special action, the bonus card passed with; 94% of the 1,830 turns of
the 12 games of 5 December were found). Each of those turns leads to a state whose estimate is
the seat's VP plus the evaluation's terms (``evaluation.TERMS``), each as its lead over the best rival.
A conditional logit model then weighs the terms so that the person's turn is as likely as it
can be among the bot's: P(turn) is proportional to exp(theta . z), z = (VP lead, term leads).
theta[0] is how sharply people choose by points; theta[k] / theta[0] is the multiplier the
term gets (1: as the hand-set evaluation weighs it). A ridge penalty ``lambda`` * sum((theta[k]
- theta[0])^2) pulls every multiplier towards 1, so a term the games say little about stays as
it was. Two weightings are fitted: rounds 1-3 and rounds 4-6 (``evaluation.Weights``).

Prints, per weighting, how well the hand-set and the fitted multipliers predict turns of games
they were not fitted on (two folds by game: the mean log-likelihood of a person's turn and the
share where the best turn by the estimate is the person's), then the multipliers as the Python
literals of ``terra_mystica.people_weights``. Pure Python: Newton's method on a convex loss.

Run from the repo root: ``.venv/bin/python tools/tm_imitate.py [--lam 100]`` (about a minute on two cores).
"""

from __future__ import annotations

import argparse
import math
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))
sys.path.append(str(ROOT / "tools"))

from tabula.games.terra_mystica import ai, evaluation  # noqa: E402
from tm_choices import CORPUS, real_games, turns  # noqa: E402

PHASES = ("early", "late")


def signature(steps) -> frozenset:
    """What makes a turn the turn it is: its builds, upgrades, priests sent, tracks advanced,
    power or special actions and pass (with its bonus card); a terraforming counts only in a
    turn that builds nothing (digging is how a build is paid for, not what it is)."""
    out = set()
    for a in steps:
        verb = a[1]
        if verb in ("build", "send", "advance", "action", "pass"):
            out.add((verb, a[2]))
        elif verb == "upgrade":
            out.add((verb, a[2], a[3]))
    if not any(x[0] == "build" for x in out):
        out.update(("transform", a[2]) for a in steps if a[1] == "transform")
    return frozenset(out)


def option(state, seat: int) -> list[float]:
    """z of a turn's outcome: the seat's lead in VP, then in each term, over the rival with the
    best estimate there (by the hand-set evaluation, as the bots' margin)."""
    est = ai.estimate_all(state)
    rival = max((i for i in range(len(est)) if i != seat), key=lambda i: est[i])
    terms = evaluation._terms(state)
    return [float(state.players[seat].vp - state.players[rival].vp),
            *(a - b for a, b in zip(terms[seat], terms[rival]))]


def choices(folder: pathlib.Path, counts=(3, 4, 5)):
    """[(phase, game, options' z, index of the person's turn)] and (turns seen, found)."""
    out, seen, found = [], 0, 0
    for players in counts:
        for g, (start, actions) in enumerate(real_games(folder, players)):
            for s, seat, steps in turns(start, actions):
                seen += 1
                want = signature(steps)
                moves = ai.bot_moves(s, seat)
                hit = next((j for j, (m, _n) in enumerate(moves) if signature(m) == want), None)
                if hit is None:
                    continue
                found += 1
                phase = PHASES[0] if s.round < evaluation.HAND.late_from else PHASES[1]
                out.append((phase, (players, g), [option(n, seat) for _m, n in moves], hit))
    return out, (seen, found)


# -- the conditional logit fit ----------------------------------------------------------------

def _probabilities(theta, options) -> list[float]:
    u = [math.fsum(t * z for t, z in zip(theta, zj)) for zj in options]
    top = max(u)
    e = [math.exp(x - top) for x in u]
    total = math.fsum(e)
    return [x / total for x in e]


def loss(theta, data, lam: float) -> float:
    """Negative log-likelihood of the people's turns plus the ridge penalty."""
    total = 0.0
    for options, hit in data:
        total -= math.log(max(_probabilities(theta, options)[hit], 1e-300))
    return total + lam * math.fsum((t - theta[0]) ** 2 for t in theta[1:])


def _solve(a, b):
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and regular)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - math.fsum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(data, lam: float, start: float = 0.3, steps: int = 30) -> list[float]:
    """theta minimising ``loss`` (Newton's method with step halving; the loss is convex).
    ``data``: [(options' z, index of the chosen one)]."""
    k = len(data[0][0][0])
    theta = [start] * k
    now = loss(theta, data, lam)
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for options, hit in data:
            p = _probabilities(theta, options)
            mean = [math.fsum(pj * zj[i] for pj, zj in zip(p, options)) for i in range(k)]
            for i in range(k):
                grad[i] -= options[hit][i] - mean[i]
            for pj, zj in zip(p, options):
                if pj < 1e-12:
                    continue
                d = [zj[i] - mean[i] for i in range(k)]
                for i in range(k):
                    di = pj * d[i]
                    if di:
                        row = hess[i]
                        for j in range(i, k):
                            row[j] += di * d[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        # the ridge penalty lam * sum_k (theta_k - theta_0)^2
        for i in range(1, k):
            diff = theta[i] - theta[0]
            grad[i] += 2 * lam * diff
            grad[0] -= 2 * lam * diff
            hess[i][i] += 2 * lam
            hess[0][0] += 2 * lam
            hess[0][i] -= 2 * lam
            hess[i][0] -= 2 * lam
        step = _solve(hess, grad)
        size = 1.0
        while size > 1e-4:
            trial = [t - size * s for t, s in zip(theta, step)]
            got = loss(trial, data, lam)
            if got <= now:
                break
            size /= 2
        else:
            break
        done = now - got < 1e-6
        theta, now = trial, got
        if done:
            break
    return theta


def multipliers(theta) -> dict[str, float]:
    return {name: theta[i + 1] / theta[0] for i, name in enumerate(evaluation.TERMS)}


def scores(theta, data) -> tuple[float, float]:
    """(mean log-likelihood of the chosen options, share where the chosen one scores best)."""
    ll = best = 0.0
    for options, hit in data:
        p = _probabilities(theta, options)
        ll += math.log(max(p[hit], 1e-300))
        best += p[hit] == max(p)
    return ll / len(data), best / len(data)


def hand_theta(data) -> list[float]:
    """Every multiplier 1: only how sharply people choose by the estimate is fitted."""
    k = len(data[0][0][0])
    lo, hi = 0.0, 3.0
    for _ in range(40):  # golden-section search of the one free scale
        a, b = hi - 0.618 * (hi - lo), lo + 0.618 * (hi - lo)
        if loss([a] * k, data, 0) < loss([b] * k, data, 0):
            hi = b
        else:
            lo = a
    return [(lo + hi) / 2] * k


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/tm_imitate.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default=str(CORPUS), help="folder of real site logs")
    ap.add_argument("--lam", type=float, default=100.0, help="the ridge penalty towards multipliers of 1")
    args = ap.parse_args(argv)
    folder = pathlib.Path(args.corpus)
    if not folder.is_dir():
        print(f"no real games to fit to: {folder} is not here")
        return 0
    got, (seen, found) = choices(folder)
    print(f"{found} of {seen} turn starts found among the bots' turns ({100 * found / max(1, seen):.0f}%)")
    fitted = {}
    for phase in PHASES:
        rows = [(g, (o, h)) for ph, g, o, h in got if ph == phase]
        data = [x for _g, x in rows]
        names = sorted({g for g, _x in rows})
        cv = {"hand": [0.0, 0.0], "fitted": [0.0, 0.0]}
        for fold in range(2):
            train = [x for g, x in rows if names.index(g) % 2 != fold]
            test = [x for g, x in rows if names.index(g) % 2 == fold]
            for name, theta in (("hand", hand_theta(train)), ("fitted", fit(train, args.lam))):
                ll, best = scores(theta, test)
                cv[name][0] += ll * len(test) / len(data)
                cv[name][1] += best * len(test) / len(data)
        theta = fit(data, args.lam)
        fitted[phase] = multipliers(theta)
        (ll_hand, best_hand), (ll_fit, best_fit) = cv["hand"], cv["fitted"]
        print(f"\n{phase}: {len(data)} turns; on the games not fitted to (two folds), a person's turn has "
              f"log-likelihood {ll_hand:.3f} hand-set, {ll_fit:.3f} fitted; the best turn by the "
              f"estimate is the person's in {100 * best_hand:.1f}% and {100 * best_fit:.1f}%")
        print(f"  sharpness theta0 {theta[0]:.3f}")
        for name, m in fitted[phase].items():
            print(f"  {name:22} {m:6.2f}")
    print(f"\n# tools/tm_imitate.py --lam {args.lam:g}")
    for phase in PHASES:
        print(f"{phase.upper()} = {{")
        for k, v in fitted[phase].items():
            print(f'    "{k}": {v:.2f},')
        print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
