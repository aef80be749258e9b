# zlib, written for RedDragon's VM (lowered with the programs that import
# it): the checksums crc32 and adler32, computed natively
# (runtime/python_digest.cpp), and compress/decompress. compress follows
# zlib 1.2.13's deflate step by step (hash chains, lazy matching, window
# sliding, blocks of 16383 symbols, the Huffman tree builder and its
# stored/fixed/dynamic choice) so its bytes equal CPython's; decompress is a
# plain inflate (zlib, gzip and raw streams). compressobj streams through the
# same deflater (Z_NO_FLUSH/SYNC/FULL/FINISH), decompressobj decodes the input
# so far again on each call.

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
ZLIB_VERSION = "1.2.13"


class error(Exception):
    pass


def _ints(data, fn):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    if isinstance(data, bytes):
        return list(data._v)
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def crc32(data, value=0, /):
    return __py_digest("crc32", value & 0xFFFFFFFF, _ints(data, "crc32"))


def adler32(data, value=1, /):
    return __py_digest("adler32", value & 0xFFFFFFFF, _ints(data, "adler32"))


# --- deflate (a port of zlib 1.2.13's deflate.c/trees.c for one-shot use) ---

_LEN_XBITS = (0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0)
_DIST_XBITS = (0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13)
_BL_XBITS = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7)
_BL_ORDER = (16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15)
# (good_length, max_lazy, nice_length, max_chain, slow?) per level
_CONFIG = ((0, 0, 0, 0, False), (4, 4, 8, 4, False), (4, 5, 16, 8, False), (4, 6, 32, 32, False),
           (4, 4, 16, 16, True), (8, 16, 32, 32, True), (8, 16, 128, 128, True), (8, 32, 128, 256, True),
           (32, 128, 258, 1024, True), (32, 258, 258, 4096, True))
_L_CODES = 286
_D_CODES = 30
_BL_CODES = 19
_HEAP_SIZE = 2 * _L_CODES + 1
_MIN_LOOKAHEAD = 262
_RANK = {-2: -4, 0: 0, 1: 2, 2: 4, 3: 6, 4: 8, 5: 1}


def _tables():
    length_code = [0] * 256
    base_length = [0] * 29
    length = 0
    for code in range(28):
        base_length[code] = length
        for _ in range(1 << _LEN_XBITS[code]):
            length_code[length] = code
            length += 1
    length_code[255] = 28
    base_dist = [0] * 30
    dist = 0
    for code in range(16):
        base_dist[code] = dist
        dist += 1 << _DIST_XBITS[code]
    for code in range(16, 30):
        base_dist[code] = dist
        dist += 1 << _DIST_XBITS[code]
    return length_code, base_length, base_dist


_LENGTH_CODE, _BASE_LENGTH, _BASE_DIST = _tables()


def _dist_code(d):
    code = 29
    while _BASE_DIST[code] > d:
        code -= 1
    return code


def _bi_reverse(code, n):
    res = 0
    for _ in range(n):
        res = (res << 1) | (code & 1)
        code >>= 1
    return res


def _gen_codes(lens, max_code, bl_count):
    next_code = [0] * 16
    code = 0
    for bits in range(1, 16):
        code = (code + bl_count[bits - 1]) << 1
        next_code[bits] = code
    codes = [0] * len(lens)
    for n in range(max_code + 1):
        ln = lens[n]
        if ln:
            codes[n] = _bi_reverse(next_code[ln], ln)
            next_code[ln] += 1
    return codes


def _static_trees():
    llen = [8] * 144 + [9] * 112 + [7] * 24 + [8] * 8
    count = [0] * 16
    for ln in llen:
        count[ln] += 1
    lcode = _gen_codes(llen, 287, count)
    dlen = [5] * 30
    dcode = [_bi_reverse(n, 5) for n in range(30)]
    return llen, lcode, dlen, dcode


_SLEN, _SCODE, _SDLEN, _SDCODE = _static_trees()


class _Bits:
    def __init__(self):
        self.out = []
        self.buf = 0
        self.n = 0

    def send(self, value, length):
        self.buf |= value << self.n
        self.n += length
        while self.n >= 8:
            self.out.append(self.buf & 255)
            self.buf >>= 8
            self.n -= 8

    def windup(self):
        if self.n > 0:
            self.out.append(self.buf & 255)
        self.buf = 0
        self.n = 0


class _Tree:
    # one dyn tree: freq/len/code/dad per node (zlib's ct_data) and its static twin
    def __init__(self, elems, stat_len, xbits, xbase, max_length):
        self.elems = elems
        self.stat_len = stat_len
        self.xbits = xbits
        self.xbase = xbase
        self.max_length = max_length
        self.freq = [0] * _HEAP_SIZE
        self.len = [0] * _HEAP_SIZE
        self.dad = [0] * _HEAP_SIZE
        self.code = []
        self.max_code = 0


class _Deflater:
    def __init__(self, level, wbits):
        self.level = level
        self.good, self.max_lazy, self.nice, self.max_chain, self.slow = _CONFIG[level]
        self.w_size = 1 << wbits
        self.w_mask = self.w_size - 1
        self.window_size = 2 * self.w_size
        self.max_dist = self.w_size - _MIN_LOOKAHEAD
        self.window = [0] * (self.window_size + 8)
        self.head = [0] * 32768
        self.prev = [0] * self.w_size
        self.ins_h = 0
        self.strstart = 0
        self.block_start = 0
        self.lookahead = 0
        self.insert = 0
        self.match_length = 2
        self.prev_length = 2
        self.match_available = False
        self.match_start = 0
        self.prev_match = 0
        self.bits = _Bits()
        self.data = []
        self.pos = 0
        self.finished = False
        self.last_flush = -2
        self.ltree = _Tree(_L_CODES, _SLEN, _LEN_XBITS, 257, 15)
        self.dtree = _Tree(_D_CODES, _SDLEN, _DIST_XBITS, 0, 15)
        self.bltree = _Tree(_BL_CODES, None, _BL_XBITS, 0, 7)
        self.heap = [0] * _HEAP_SIZE
        self.depth = [0] * _HEAP_SIZE
        self.bl_count = [0] * 16
        self.init_block()

    def init_block(self):
        for t in (self.ltree, self.dtree, self.bltree):
            for n in range(t.elems):
                t.freq[n] = 0
        self.ltree.freq[256] = 1
        self.opt_len = 0
        self.static_len = 0
        self.syms = []

    # --- input window ---
    def fill_window(self):
        w = self.window
        wsize = self.w_size
        while True:
            more = self.window_size - self.lookahead - self.strstart
            if self.strstart >= wsize + self.max_dist:
                w[0:wsize - more] = w[wsize:2 * wsize - more]
                self.match_start -= wsize
                self.strstart -= wsize
                self.block_start -= wsize
                if self.insert > self.strstart:
                    self.insert = self.strstart
                self.head = [m - wsize if m >= wsize else 0 for m in self.head]
                self.prev = [m - wsize if m >= wsize else 0 for m in self.prev]
                more += wsize
            if self.pos >= len(self.data):
                break
            chunk = self.data[self.pos:self.pos + more]
            self.pos += len(chunk)
            at = self.strstart + self.lookahead
            w[at:at + len(chunk)] = chunk
            self.lookahead += len(chunk)
            if self.lookahead + self.insert >= 3:
                s = self.strstart - self.insert
                self.ins_h = w[s]
                self.ins_h = ((self.ins_h << 5) ^ w[s + 1]) & 32767
                while self.insert:
                    self.ins_h = ((self.ins_h << 5) ^ w[s + 2]) & 32767
                    self.prev[s & self.w_mask] = self.head[self.ins_h]
                    self.head[self.ins_h] = s
                    s += 1
                    self.insert -= 1
                    if self.lookahead + self.insert < 3:
                        break
            if not (self.lookahead < _MIN_LOOKAHEAD and self.pos < len(self.data)):
                break

    def insert_string(self, s):
        self.ins_h = ((self.ins_h << 5) ^ self.window[s + 2]) & 32767
        h = self.head[self.ins_h]
        self.prev[s & self.w_mask] = h
        self.head[self.ins_h] = s
        return h

    def longest_match(self, cur_match):
        w = self.window
        chain = self.max_chain
        scan = self.strstart
        best_len = self.prev_length
        nice = self.nice
        limit = scan - self.max_dist if scan > self.max_dist else 0
        scan_end1 = w[scan + best_len - 1]
        scan_end = w[scan + best_len]
        if self.prev_length >= self.good:
            chain >>= 2
        if nice > self.lookahead:
            nice = self.lookahead
        while True:
            m = cur_match
            if w[m + best_len] == scan_end and w[m + best_len - 1] == scan_end1 and w[m] == w[scan] \
                    and w[m + 1] == w[scan + 1]:
                k = 3
                while k < 258 and w[scan + k] == w[m + k]:
                    k += 1
                if k > best_len:
                    self.match_start = cur_match
                    best_len = k
                    if k >= nice:
                        break
                    scan_end1 = w[scan + best_len - 1]
                    scan_end = w[scan + best_len]
            cur_match = self.prev[cur_match & self.w_mask]
            if cur_match <= limit:
                break
            chain -= 1
            if chain == 0:
                break
        return best_len if best_len <= self.lookahead else self.lookahead

    # --- symbol buffer ---
    def tally_lit(self, c):
        self.syms.append((0, c))
        self.ltree.freq[c] += 1
        return len(self.syms) == 16383

    def tally_dist(self, dist, lc):
        self.syms.append((dist, lc))
        self.ltree.freq[_LENGTH_CODE[lc] + 257] += 1
        self.dtree.freq[_dist_code(dist - 1)] += 1
        return len(self.syms) == 16383

    def flush_block(self, last):
        stored = self.window[self.block_start:self.strstart] if self.block_start >= 0 else None
        self.tr_flush_block(stored, self.strstart - self.block_start, last)
        self.block_start = self.strstart

    def run(self, data):
        self.data = data
        return self.step(4)

    def run_stored(self):
        data = self.data
        i = 0
        while True:
            n = min(65535, len(data) - i)
            last = i + n == len(data)
            self.stored_block(data[i:i + n], n, last)
            i += n
            if last:
                return

    def deflate_fast(self, flush):
        w = self.window
        while True:
            if self.lookahead < _MIN_LOOKAHEAD:
                self.fill_window()
                if self.lookahead < _MIN_LOOKAHEAD and flush == 0:
                    return False
                if self.lookahead == 0:
                    break
            hash_head = 0
            if self.lookahead >= 3:
                hash_head = self.insert_string(self.strstart)
            if hash_head != 0 and self.strstart - hash_head <= self.max_dist:
                self.match_length = self.longest_match(hash_head)
            if self.match_length >= 3:
                bflush = self.tally_dist(self.strstart - self.match_start, self.match_length - 3)
                self.lookahead -= self.match_length
                if self.match_length <= self.max_lazy and self.lookahead >= 3:
                    self.match_length -= 1
                    while True:
                        self.strstart += 1
                        self.insert_string(self.strstart)
                        self.match_length -= 1
                        if self.match_length == 0:
                            break
                    self.strstart += 1
                else:
                    self.strstart += self.match_length
                    self.match_length = 0
                    self.ins_h = w[self.strstart]
                    self.ins_h = ((self.ins_h << 5) ^ w[self.strstart + 1]) & 32767
            else:
                bflush = self.tally_lit(w[self.strstart])
                self.lookahead -= 1
                self.strstart += 1
            if bflush:
                self.flush_block(False)
        return self.finish_run(flush)

    def deflate_slow(self, flush):
        w = self.window
        while True:
            if self.lookahead < _MIN_LOOKAHEAD:
                self.fill_window()
                if self.lookahead < _MIN_LOOKAHEAD and flush == 0:
                    return False
                if self.lookahead == 0:
                    break
            hash_head = 0
            if self.lookahead >= 3:
                hash_head = self.insert_string(self.strstart)
            self.prev_length = self.match_length
            self.prev_match = self.match_start
            self.match_length = 2
            if hash_head != 0 and self.prev_length < self.max_lazy and self.strstart - hash_head <= self.max_dist:
                self.match_length = self.longest_match(hash_head)
                if self.match_length == 3 and self.strstart - self.match_start > 4096:
                    self.match_length = 2
            if self.prev_length >= 3 and self.match_length <= self.prev_length:
                max_insert = self.strstart + self.lookahead - 3
                bflush = self.tally_dist(self.strstart - 1 - self.prev_match, self.prev_length - 3)
                self.lookahead -= self.prev_length - 1
                self.prev_length -= 2
                while True:
                    self.strstart += 1
                    if self.strstart <= max_insert:
                        self.insert_string(self.strstart)
                    self.prev_length -= 1
                    if self.prev_length == 0:
                        break
                self.match_available = False
                self.match_length = 2
                self.strstart += 1
                if bflush:
                    self.flush_block(False)
            elif self.match_available:
                if self.tally_lit(w[self.strstart - 1]):
                    self.flush_block(False)
                self.strstart += 1
                self.lookahead -= 1
            else:
                self.match_available = True
                self.strstart += 1
                self.lookahead -= 1
        if self.match_available:
            self.tally_lit(w[self.strstart - 1])
            self.match_available = False
        return self.finish_run(flush)

    def finish_run(self, flush):
        self.insert = self.strstart if self.strstart < 2 else 2
        if flush == 4:
            self.flush_block(True)
        elif self.syms:
            self.flush_block(False)
        return True

    def step(self, flush):
        # one deflate() call: the input so far is in self.data; returns the new whole bytes
        if self.finished:
            return []
        if self.pos >= len(self.data) and flush != 4 and _RANK[flush] <= _RANK[self.last_flush]:
            return []
        self.last_flush = flush
        if self.pos < len(self.data) or self.lookahead != 0 or flush != 0:
            if self.level == 0:
                if flush == 4:
                    self.run_stored()
                    self.finished = True
            elif (self.deflate_slow if self.slow else self.deflate_fast)(flush):
                if flush == 4:
                    self.finished = True
                elif flush in (2, 3):
                    self.stored_block([], 0, False)
                    if flush == 3:
                        self.head = [0] * 32768
                        if self.lookahead == 0:
                            self.strstart = 0
                            self.block_start = 0
                            self.insert = 0
        out = self.bits.out
        self.bits.out = []
        return out

    # --- trees ---
    def smaller(self, t, n, m):
        fn, fm = t.freq[n], t.freq[m]
        return fn < fm or (fn == fm and self.depth[n] <= self.depth[m])

    def pqdownheap(self, t, k):
        heap = self.heap
        v = heap[k]
        j = k << 1
        while j <= self.heap_len:
            if j < self.heap_len and self.smaller(t, heap[j + 1], heap[j]):
                j += 1
            if self.smaller(t, v, heap[j]):
                break
            heap[k] = heap[j]
            k = j
            j <<= 1
        heap[k] = v

    def build_tree(self, t):
        heap = self.heap
        self.heap_len = 0
        self.heap_max = _HEAP_SIZE
        max_code = -1
        for n in range(t.elems):
            if t.freq[n] != 0:
                self.heap_len += 1
                heap[self.heap_len] = max_code = n
                self.depth[n] = 0
            else:
                t.len[n] = 0
        while self.heap_len < 2:
            if max_code < 2:
                max_code += 1
                node = max_code
            else:
                node = 0
            self.heap_len += 1
            heap[self.heap_len] = node
            t.freq[node] = 1
            self.depth[node] = 0
            self.opt_len -= 1
            if t.stat_len is not None:
                self.static_len -= t.stat_len[node]
        t.max_code = max_code
        for n in range(self.heap_len // 2, 0, -1):
            self.pqdownheap(t, n)
        node = t.elems
        while True:
            n = heap[1]
            heap[1] = heap[self.heap_len]
            self.heap_len -= 1
            self.pqdownheap(t, 1)
            m = heap[1]
            self.heap_max -= 1
            heap[self.heap_max] = n
            self.heap_max -= 1
            heap[self.heap_max] = m
            t.freq[node] = t.freq[n] + t.freq[m]
            self.depth[node] = max(self.depth[n], self.depth[m]) + 1
            t.dad[n] = t.dad[m] = node
            heap[1] = node
            node += 1
            self.pqdownheap(t, 1)
            if self.heap_len < 2:
                break
        self.heap_max -= 1
        heap[self.heap_max] = heap[1]
        self.gen_bitlen(t)
        t.code = _gen_codes(t.len, max_code, self.bl_count)

    def gen_bitlen(self, t):
        heap = self.heap
        bl_count = self.bl_count
        for b in range(16):
            bl_count[b] = 0
        overflow = 0
        t.len[heap[self.heap_max]] = 0
        h = self.heap_max + 1
        while h < _HEAP_SIZE:
            n = heap[h]
            bits = t.len[t.dad[n]] + 1
            if bits > t.max_length:
                bits = t.max_length
                overflow += 1
            t.len[n] = bits
            h += 1
            if n > t.max_code:
                continue
            bl_count[bits] += 1
            xbits = t.xbits[n - t.xbase] if n >= t.xbase else 0
            f = t.freq[n]
            self.opt_len += f * (bits + xbits)
            if t.stat_len is not None:
                self.static_len += f * (t.stat_len[n] + xbits)
        if overflow == 0:
            return
        while True:
            bits = t.max_length - 1
            while bl_count[bits] == 0:
                bits -= 1
            bl_count[bits] -= 1
            bl_count[bits + 1] += 2
            bl_count[t.max_length] -= 1
            overflow -= 2
            if overflow <= 0:
                break
        h = _HEAP_SIZE
        for bits in range(t.max_length, 0, -1):
            n = bl_count[bits]
            while n != 0:
                h -= 1
                m = heap[h]
                if m > t.max_code:
                    continue
                if t.len[m] != bits:
                    self.opt_len += (bits - t.len[m]) * t.freq[m]
                    t.len[m] = bits
                n -= 1

    def scan_tree(self, t, max_code):
        bl = self.bltree.freq
        prevlen = -1
        nextlen = t.len[0]
        count = 0
        max_count, min_count = (138, 3) if nextlen == 0 else (7, 4)
        t.len[max_code + 1] = 0xFFFF
        for n in range(max_code + 1):
            curlen = nextlen
            nextlen = t.len[n + 1]
            count += 1
            if count < max_count and curlen == nextlen:
                continue
            elif count < min_count:
                bl[curlen] += count
            elif curlen != 0:
                if curlen != prevlen:
                    bl[curlen] += 1
                bl[16] += 1
            elif count <= 10:
                bl[17] += 1
            else:
                bl[18] += 1
            count = 0
            prevlen = curlen
            if nextlen == 0:
                max_count, min_count = 138, 3
            elif curlen == nextlen:
                max_count, min_count = 6, 3
            else:
                max_count, min_count = 7, 4

    def send_code(self, c, t):
        self.bits.send(t.code[c], t.len[c])

    def send_tree(self, t, max_code):
        bl = self.bltree
        prevlen = -1
        nextlen = t.len[0]
        count = 0
        max_count, min_count = (138, 3) if nextlen == 0 else (7, 4)
        for n in range(max_code + 1):
            curlen = nextlen
            nextlen = t.len[n + 1]
            count += 1
            if count < max_count and curlen == nextlen:
                continue
            elif count < min_count:
                for _ in range(count):
                    self.send_code(curlen, bl)
            elif curlen != 0:
                if curlen != prevlen:
                    self.send_code(curlen, bl)
                    count -= 1
                self.send_code(16, bl)
                self.bits.send(count - 3, 2)
            elif count <= 10:
                self.send_code(17, bl)
                self.bits.send(count - 3, 3)
            else:
                self.send_code(18, bl)
                self.bits.send(count - 11, 7)
            count = 0
            prevlen = curlen
            if nextlen == 0:
                max_count, min_count = 138, 3
            elif curlen == nextlen:
                max_count, min_count = 6, 3
            else:
                max_count, min_count = 7, 4

    def compress_block(self, lcode, llen, dcode, dlen):
        send = self.bits.send
        for dist, lc in self.syms:
            if dist == 0:
                send(lcode[lc], llen[lc])
            else:
                code = _LENGTH_CODE[lc]
                send(lcode[code + 257], llen[code + 257])
                extra = _LEN_XBITS[code]
                if extra:
                    send(lc - _BASE_LENGTH[code], extra)
                dist -= 1
                code = _dist_code(dist)
                send(dcode[code], dlen[code])
                extra = _DIST_XBITS[code]
                if extra:
                    send(dist - _BASE_DIST[code], extra)
        send(lcode[256], llen[256])

    def stored_block(self, buf, n, last):
        self.bits.send(1 if last else 0, 3)
        self.bits.windup()
        self.bits.out.extend((n & 255, n >> 8, ~n & 255, (~n >> 8) & 255))
        self.bits.out.extend(buf)

    def tr_flush_block(self, buf, stored_len, last):
        self.build_tree(self.ltree)
        self.build_tree(self.dtree)
        self.scan_tree(self.ltree, self.ltree.max_code)
        self.scan_tree(self.dtree, self.dtree.max_code)
        self.build_tree(self.bltree)
        max_blindex = _BL_CODES - 1
        while max_blindex >= 3 and self.bltree.len[_BL_ORDER[max_blindex]] == 0:
            max_blindex -= 1
        self.opt_len += 3 * (max_blindex + 1) + 5 + 5 + 4
        opt_lenb = (self.opt_len + 3 + 7) >> 3
        static_lenb = (self.static_len + 3 + 7) >> 3
        if static_lenb <= opt_lenb:
            opt_lenb = static_lenb
        if stored_len + 4 <= opt_lenb and buf is not None:
            self.stored_block(buf, stored_len, last)
        elif static_lenb == opt_lenb:
            self.bits.send(2 + (1 if last else 0), 3)
            self.compress_block(_SCODE, _SLEN, _SDCODE, _SDLEN)
        else:
            self.bits.send(4 + (1 if last else 0), 3)
            lcodes, dcodes, blcodes = self.ltree.max_code + 1, self.dtree.max_code + 1, max_blindex + 1
            self.bits.send(lcodes - 257, 5)
            self.bits.send(dcodes - 1, 5)
            self.bits.send(blcodes - 4, 4)
            for rank in range(blcodes):
                self.bits.send(self.bltree.len[_BL_ORDER[rank]], 3)
            self.send_tree(self.ltree, lcodes - 1)
            self.send_tree(self.dtree, dcodes - 1)
            self.compress_block(self.ltree.code, self.ltree.len, self.dtree.code, self.dtree.len)
        self.init_block()
        if last:
            self.bits.windup()


def _be32(v):
    return [(v >> 24) & 255, (v >> 16) & 255, (v >> 8) & 255, v & 255]


def _le32(v):
    return [v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >> 24) & 255]


def _deflate_kind(wbits):
    if 9 <= wbits <= 15:
        return "zlib", wbits
    if -15 <= wbits <= -9:
        return "raw", -wbits
    if 25 <= wbits <= 31:
        return "gzip", wbits - 16
    if wbits == 8:
        return "zlib", 9
    return None, 0


def _header(kind, level, bits):
    if kind == "raw":
        return []
    if kind == "gzip":
        return [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 2 if level == 9 else (4 if level < 2 else 0), 3]
    flags = 0 if level < 2 else (1 if level < 6 else (2 if level == 6 else 3))
    header = ((8 + ((bits - 8) << 4)) << 8) | (flags << 6)
    header += 31 - header % 31
    return [header >> 8, header & 255]


def _trailer(kind, ints):
    if kind == "zlib":
        return _be32(adler32(bytes(ints)))
    if kind == "gzip":
        return _le32(crc32(bytes(ints))) + _le32(len(ints) & 0xFFFFFFFF)
    return []


def _level(level, exc=None):
    if level == -1:
        return 6
    if not 0 <= level <= 9:
        raise exc or error("Bad compression level")
    return level


def compress(data, /, level=-1, wbits=15):
    ints = _ints(data, "compress")
    level = _level(level)
    kind, bits = _deflate_kind(wbits)
    if kind is None:
        raise error("Bad compression level")
    body = _Deflater(level, bits).run(ints)
    return bytes(_header(kind, level, bits) + body + _trailer(kind, ints))


Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_DEFAULT_STRATEGY = 0


class _Compress:
    def __init__(self, level, wbits):
        self._level = _level(level, ValueError("Invalid initialization option"))
        self._kind, bits = _deflate_kind(wbits)
        if self._kind is None:
            raise ValueError("Invalid initialization option")
        self._d = _Deflater(self._level, bits)
        self._head = _header(self._kind, self._level, bits)
        self._done = False

    def _run(self, flush):
        if self._done:
            raise error("Error -2 while " + ("flushing" if flush else "compressing data") + ": inconsistent stream state")
        out = self._head + self._d.step(flush)
        self._head = []
        if flush == 4:
            out += _trailer(self._kind, self._d.data)
            self._done = True
        return bytes(out)

    def compress(self, data, /):
        self._d.data = self._d.data + _ints(data, "compress")
        return self._run(0)

    def flush(self, mode=Z_FINISH, /):
        if mode == Z_NO_FLUSH:
            return b""
        if mode not in (Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH):
            raise error("Error -2 while flushing: inconsistent stream state")
        return self._run(mode)


def compressobj(level=-1, method=8, wbits=15, memLevel=8, strategy=0, zdict=None):
    if method != 8 or memLevel != 8 or strategy != 0 or zdict is not None:
        raise error("compressobj: only method=DEFLATED, memLevel=8, the default strategy and no zdict are modelled")
    return _Compress(level, wbits)


# --- inflate ---

_TRUNCATED = "Error -5 while decompressing data: incomplete or truncated stream"


def _truncated():
    return error(_TRUNCATED)


class _Reader:
    def __init__(self, data, pos):
        self.data = data
        self.pos = pos
        self.buf = 0
        self.n = 0

    def need(self, k):
        while self.n < k:
            if self.pos >= len(self.data):
                raise _truncated()
            self.buf |= self.data[self.pos] << self.n
            self.pos += 1
            self.n += 8

    def bits(self, k):
        self.need(k)
        v = self.buf & ((1 << k) - 1)
        self.buf >>= k
        self.n -= k
        return v

    def align(self):
        self.buf = 0
        self.n = 0


def _huffman(lengths):
    # canonical code -> symbol, keyed by (length, code) as read MSB-first
    count = [0] * 16
    for ln in lengths:
        count[ln] += 1
    count[0] = 0
    code = 0
    next_code = [0] * 16
    for bits in range(1, 16):
        code = (code + count[bits - 1]) << 1
        next_code[bits] = code
    table = {}
    for sym, ln in enumerate(lengths):
        if ln:
            table[(ln, next_code[ln])] = sym
            next_code[ln] += 1
    return table


def _decode(r, table):
    code = 0
    for ln in range(1, 16):
        code = (code << 1) | r.bits(1)
        sym = table.get((ln, code))
        if sym is not None:
            return sym
    raise error("Error -3 while decompressing data: invalid code")


_FIXED_L = None


def _inflate(data, pos, out, wsize):
    global _FIXED_L
    r = _Reader(data, pos)
    while True:
        last = r.bits(1)
        btype = r.bits(2)
        if btype == 0:
            r.align()
            if r.pos + 4 > len(data):
                raise _truncated()
            n = data[r.pos] | data[r.pos + 1] << 8
            nn = data[r.pos + 2] | data[r.pos + 3] << 8
            if n != (~nn & 0xFFFF):
                raise error("Error -3 while decompressing data: invalid stored block lengths")
            r.pos += 4
            if r.pos + n > len(data):
                out.extend(data[r.pos:])
                raise _truncated()
            out.extend(data[r.pos:r.pos + n])
            r.pos += n
        elif btype == 3:
            raise error("Error -3 while decompressing data: invalid block type")
        else:
            if btype == 1:
                if _FIXED_L is None:
                    _FIXED_L = (_huffman(_SLEN), _huffman([5] * 30))
                lt, dt = _FIXED_L
            else:
                hlit = r.bits(5) + 257
                hdist = r.bits(5) + 1
                hclen = r.bits(4) + 4
                cl = [0] * 19
                for i in range(hclen):
                    cl[_BL_ORDER[i]] = r.bits(3)
                ct = _huffman(cl)
                lens = []
                while len(lens) < hlit + hdist:
                    sym = _decode(r, ct)
                    if sym < 16:
                        lens.append(sym)
                    elif sym == 16:
                        if not lens:
                            raise error("Error -3 while decompressing data: invalid bit length repeat")
                        lens.extend([lens[-1]] * (3 + r.bits(2)))
                    elif sym == 17:
                        lens.extend([0] * (3 + r.bits(3)))
                    else:
                        lens.extend([0] * (11 + r.bits(7)))
                if len(lens) > hlit + hdist:
                    raise error("Error -3 while decompressing data: invalid bit length repeat")
                lt, dt = _huffman(lens[:hlit]), _huffman(lens[hlit:])
            while True:
                sym = _decode(r, lt)
                if sym < 256:
                    out.append(sym)
                elif sym == 256:
                    break
                else:
                    code = sym - 257
                    if code >= 29:
                        raise error("Error -3 while decompressing data: invalid literal/length code")
                    length = (_BASE_LENGTH[code] if code < 28 else 255) + 3 + r.bits(_LEN_XBITS[code])
                    dcode = _decode(r, dt)
                    if dcode >= 30:
                        raise error("Error -3 while decompressing data: invalid distance code")
                    dist = _BASE_DIST[dcode] + 1 + r.bits(_DIST_XBITS[dcode])
                    if dist > len(out) or dist > wsize:
                        raise error("Error -3 while decompressing data: invalid distance too far back")
                    start = len(out) - dist
                    for i in range(length):
                        out.append(out[start + i])
        if last:
            return r.pos


def _inflate_all(d, wbits, out):
    # decodes one stream into out; returns the index after its trailer
    kind = "zlib"
    if wbits < 0:
        kind = "raw"
    elif wbits >= 32:
        if len(d) < 2:
            raise _truncated()
        kind = "gzip" if d[:2] == [0x1F, 0x8B] else "zlib"
    elif wbits >= 16:
        kind = "gzip"
    bits = (-wbits if kind == "raw" else wbits & 15) or 15
    if kind == "zlib":
        if len(d) < 2:
            raise _truncated()
        if ((d[0] << 8) | d[1]) % 31:
            raise error("Error -3 while decompressing data: incorrect header check")
        if d[0] & 15 != 8:
            raise error("Error -3 while decompressing data: unknown compression method")
        if (d[0] >> 4) + 8 > bits and wbits != 0:
            raise error("Error -3 while decompressing data: invalid window size")
        if d[1] & 0x20:
            raise error("Error 2 while decompressing data")
        end = _inflate(d, 2, out, 1 << ((d[0] >> 4) + 8))
        if end + 4 > len(d):
            raise _truncated()
        if d[end:end + 4] != _be32(adler32(bytes(out))):
            raise error("Error -3 while decompressing data: incorrect data check")
        return end + 4
    if kind == "raw":
        return _inflate(d, 0, out, 1 << bits)
    if len(d) < 10:
        raise _truncated()
    if d[0] != 0x1F or d[1] != 0x8B:
        raise error("Error -3 while decompressing data: incorrect header check")
    flg = d[3]
    pos = 10
    if flg & 4:
        pos += 2 + (d[pos] | d[pos + 1] << 8)
    for bit in (8, 16):
        if flg & bit:
            while pos < len(d) and d[pos] != 0:
                pos += 1
            pos += 1
    if flg & 2:
        pos += 2
    if pos > len(d):
        raise _truncated()
    end = _inflate(d, pos, out, 1 << bits)
    if end + 8 > len(d):
        raise _truncated()
    if d[end:end + 4] != _le32(crc32(bytes(out))) or d[end + 4:end + 8] != _le32(len(out) & 0xFFFFFFFF):
        raise error("Error -3 while decompressing data: incorrect data check")
    return end + 8


def decompress(data, /, wbits=15, bufsize=16384):
    d = _ints(data, "decompress")
    if bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    out = []
    _inflate_all(d, wbits, out)
    return bytes(out)


class _Decompress:
    # keeps the input so far and decodes it again on each call, handing out
    # only the new output (what zlib's inflate would give for that input)
    def __init__(self, wbits):
        self._wbits = wbits
        self._in = []
        self._sent = 0
        self.eof = False
        self.unused_data = b""
        self.unconsumed_tail = b""

    def decompress(self, data, /, max_length=0):
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        more = _ints(data, "decompress")
        if self.eof:
            self.unused_data = self.unused_data + bytes(more)
            return b""
        self._in = self._in + more
        out = []
        try:
            end = _inflate_all(self._in, self._wbits, out)
            self.eof = True
            self.unused_data = bytes(self._in[end:])
        except error as e:
            if e.args[0] != _TRUNCATED:
                raise
        new = out[self._sent:]
        self._sent = len(out)
        return bytes(new)

    def flush(self, length=16384, /):
        if length <= 0:
            raise ValueError("length must be greater than zero")
        return b""


def decompressobj(wbits=15, zdict=b""):
    if zdict:
        raise error("decompressobj: zdict is not modelled")
    return _Decompress(wbits)


__all__ = ["crc32", "adler32", "compress", "decompress", "compressobj", "decompressobj", "error",
           "Z_NO_FLUSH", "Z_PARTIAL_FLUSH", "Z_SYNC_FLUSH", "Z_FULL_FLUSH", "Z_FINISH", "Z_BLOCK", "Z_DEFAULT_STRATEGY", "MAX_WBITS", "DEFLATED", "DEF_MEM_LEVEL",
           "DEF_BUF_SIZE", "Z_BEST_SPEED", "Z_BEST_COMPRESSION", "Z_DEFAULT_COMPRESSION", "ZLIB_VERSION"]
