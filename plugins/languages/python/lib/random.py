# random, written for RedDragon's VM (lowered with the programs that import
# it). CPython 3.11's generator: MT19937 seeded by init_by_array from the
# seed's 32-bit words, random() from two draws (53 bits), getrandbits, and
# the same algorithms on top (_randbelow by rejection, shuffle, sample,
# choices, gauss, ...), so a seeded run prints CPython's exact sequence.
# Seeds: int, float (by hash), None (a fixed seed: the VM is deterministic);
# str/bytes seeds need SHA-512 and are refused.

import math as _math

_N = 624
_M = 397
_MASK = 0xFFFFFFFF
_TWOPI = 2.0 * _math.pi
_NV_MAGICCONST = 4 * _math.exp(-0.5) / _math.sqrt(2.0)
_LOG4 = _math.log(4.0)


def _indexable(seq):
    # range() and other lazy sequences of the VM are not subscriptable: index a list of them
    if isinstance(seq, (list, tuple, str)) or hasattr(seq, "__getitem__"):
        return seq
    return list(seq)


class Random:
    VERSION = 3

    def __init__(self, x=None):
        self.gauss_next = None
        self.seed(x)

    def _init_genrand(self, s):
        mt = [0] * _N
        mt[0] = s & _MASK
        for i in range(1, _N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK
        self._mt = mt
        self._mti = _N

    def _init_by_array(self, key):
        self._init_genrand(19650218)
        mt = self._mt
        i = 1
        j = 0
        klen = len(key)
        k = _N if _N > klen else klen
        while k:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & _MASK
            i += 1
            j += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            if j >= klen:
                j = 0
            k -= 1
        k = _N - 1
        while k:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK
            i += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            k -= 1
        mt[0] = 0x80000000

    def seed(self, a=None, version=2):
        if a is None:
            a = 0
        elif isinstance(a, float):
            a = hash(a)
            if a < 0:
                a += 1 << 64  # CPython reads the hash as a size_t
        elif isinstance(a, bool):
            a = int(a)
        elif not isinstance(a, int):
            raise TypeError("The only supported seed types are: None, int and float (str and bytes seeds need SHA-512)")
        a = abs(a)
        key = []
        while a:
            key.append(a & _MASK)
            a >>= 32
        if not key:
            key = [0]
        self._init_by_array(key)
        self.gauss_next = None

    def _genrand(self):
        mt = self._mt
        if self._mti >= _N:
            for kk in range(_N):
                y = (mt[kk] & 0x80000000) | (mt[(kk + 1) % _N] & 0x7FFFFFFF)
                v = mt[(kk + _M) % _N] ^ (y >> 1)
                if y & 1:
                    v ^= 0x9908B0DF
                mt[kk] = v
            self._mti = 0
        y = mt[self._mti]
        self._mti += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y

    def random(self):
        a = self._genrand() >> 5
        b = self._genrand() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        if k <= 32:
            return self._genrand() >> (32 - k)
        result = 0
        shift = 0
        while k > 0:
            r = self._genrand()
            if k < 32:
                r >>= 32 - k
            result |= r << shift
            shift += 32
            k -= 32
        return result

    def getstate(self):
        return (self.VERSION, tuple(self._mt) + (self._mti,), self.gauss_next)

    def setstate(self, state):
        version, internal, self.gauss_next = state
        self._mt = list(internal[:_N])
        self._mti = internal[_N]

    def _randbelow(self, n):
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        istart = int(start)
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = int(stop)
        width = istop - istart
        istep = int(step)
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        seq = _indexable(seq)
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        for i in reversed(range(1, len(x))):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if isinstance(population, (set, frozenset)) or isinstance(population, dict):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        if counts is not None:
            expanded = []
            for item, c in zip(population, counts):
                expanded.extend([item] * c)
            population = expanded
        population = _indexable(population)
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            e = 0
            while 4 ** e < k * 3:  # ceil(log(k * 3, 4)); k * 3 is never a power of 4
                e += 1
            setsize += 4 ** e
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        population = _indexable(population)
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_math.floor(self.random() * n)] for _ in range(k)]
            cum_weights = []
            total = 0
            for w in weights:
                total += w
                cum_weights.append(total)
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if total != total or total in (float("inf"), -float("inf")):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        out = []
        for _ in range(k):
            x = self.random() * total
            lo = 0
            h = hi
            while lo < h:  # bisect_right(cum_weights, x, 0, hi)
                mid = (lo + h) // 2
                if x < cum_weights[mid]:
                    h = mid
                else:
                    lo = mid + 1
            out.append(population[lo])
        return out

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        if high == low:
            return low
        c = 0.5 if mode is None else (mode - low) / (high - low)
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _math.sqrt(u * c)

    def gauss(self, mu=0.0, sigma=1.0):
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * _TWOPI
            g2rad = _math.sqrt(-2.0 * _math.log(1.0 - self.random()))
            z = _math.cos(x2pi) * g2rad
            self.gauss_next = _math.sin(x2pi) * g2rad
        return mu + z * sigma

    def normalvariate(self, mu=0.0, sigma=1.0):
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = _NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_math.log(u2):
                break
        return mu + z * sigma

    def expovariate(self, lambd):
        return -_math.log(1.0 - self.random()) / lambd

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        if alpha > 1.0:
            ainv = _math.sqrt(2.0 * alpha - 1.0)
            bbb = alpha - _LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _math.log(u1 / (1.0 - u1)) / ainv
                x = alpha * _math.exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + (1.0 + _math.log(4.5)) - 4.5 * z >= 0.0 or r >= _math.log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_math.log(1.0 - self.random()) * beta
        else:
            while True:
                u = self.random()
                b = (_math.e + alpha) / _math.e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_math.log((b - p) / alpha)
                u1 = self.random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _math.exp(-x):
                    break
            return x * beta


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
gauss = _inst.gauss
expovariate = _inst.expovariate
gammavariate = _inst.gammavariate
betavariate = _inst.betavariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits

__all__ = ["Random", "seed", "random", "uniform", "randint", "choice", "sample", "randrange", "shuffle",
           "normalvariate", "gauss", "expovariate", "gammavariate", "triangular", "betavariate", "getstate",
           "setstate", "getrandbits", "choices"]
