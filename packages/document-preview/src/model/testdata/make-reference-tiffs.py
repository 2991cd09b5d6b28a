"""Writes the reference TIFF files of tiff.test.ts with libtiff itself (not with our own encoder),
so the decoder is checked against a real, independent writer: LZW (with and without the horizontal
predictor), PackBits, both byte orders, RGB, greyscale, palette, bilevel and two pages; and the
compressions of scanners and fax machines (issue 14): CCITT Group 3 and Group 4 (two pages),
Deflate (with the predictor) and JPEG.

Run from this folder with Python 3 and libtiff 4 installed (Debian: libtiff6):
    python3 make-reference-tiffs.py
The pixel formulas are repeated in tiff.test.ts, which compares every decoded pixel with them.
"""
import ctypes

lib = ctypes.CDLL('libtiff.so.6')
lib.TIFFOpen.restype = ctypes.c_void_p
lib.TIFFOpen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
lib.TIFFWriteScanline.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint16]
lib.TIFFClose.argtypes = [ctypes.c_void_p]
lib.TIFFWriteDirectory.argtypes = [ctypes.c_void_p]


def set_field(tif, tag, *values):
    assert lib.TIFFSetField(ctypes.c_void_p(tif), ctypes.c_uint32(tag), *values) == 1, tag


def write(path, mode, pages):
    """mode: 'w' little-endian, 'wb' big-endian. Each page is a dict of the fields below."""
    tif = lib.TIFFOpen(path.encode(), mode.encode())
    for p in pages:
        set_field(tif, 256, ctypes.c_uint32(p['width']))
        set_field(tif, 257, ctypes.c_uint32(p['height']))
        set_field(tif, 258, ctypes.c_int(p['bits']))
        set_field(tif, 277, ctypes.c_int(p['samples']))
        set_field(tif, 262, ctypes.c_int(p['photometric']))
        set_field(tif, 259, ctypes.c_int(p['compression']))
        set_field(tif, 284, ctypes.c_int(1))
        set_field(tif, 278, ctypes.c_uint32(p.get('rows_per_strip', 2)))
        if p.get('predictor'):
            set_field(tif, 317, ctypes.c_int(p['predictor']))
        if p.get('colormap'):
            n = 1 << p['bits']
            channels = [(ctypes.c_uint16 * n)(*c) for c in p['colormap']]
            set_field(tif, 320, *channels)
        for y, row in enumerate(p['rows']):
            buf = (ctypes.c_uint8 * len(row))(*row)
            assert lib.TIFFWriteScanline(ctypes.c_void_p(tif), buf, y, 0) == 1
        lib.TIFFWriteDirectory(ctypes.c_void_p(tif))
    lib.TIFFClose(ctypes.c_void_p(tif))


W, H = 23, 7


def rgb_pixel(x, y):
    return [(x * 11 + y * 3) % 256, (x * x + y * 17) % 256, ((x // 4) * 40 + y * 30) % 256]


rgb = [[v for x in range(W) for v in rgb_pixel(x, y)] for y in range(H)]
grey = [[(x * 11 + y * 37) % 256 for x in range(W)] for y in range(H)]
grey_runs = [[((0 if x < 10 else 200) if y % 2 == 0 else (x * 9) % 256) for x in range(W)]
             for y in range(H)]
palette_index = [[(x + y) % 4 for x in range(W)] for y in range(H)]
colormap = ([0, 65535, 0, 32768] + [0] * 252,
            [0, 0, 65535, 32768] + [0] * 252,
            [0, 0, 0, 65535] + [0] * 252)
BW, BH = 128, 96
large = [[((x * 7) ^ (y * 13) ^ (x * y)) % 256 for x in range(BW)] for y in range(BH)]


def pack_bits_of_row(bits):
    out = []
    for i in range(0, len(bits), 8):
        byte = 0
        for j, v in enumerate(bits[i:i + 8]):
            byte |= (v & 1) << (7 - j)
        out.append(byte)
    return out


bilevel = [pack_bits_of_row([1 if (x + y) % 3 == 0 else 0 for x in range(W)]) for y in range(H)]

page = dict(width=W, height=H)
write('lzw-rgb-le.tif', 'w',
      [dict(page, samples=3, bits=8, photometric=2, compression=5, rows=rgb)])
write('lzw-rgb-predictor-be.tif', 'wb',
      [dict(page, samples=3, bits=8, photometric=2, compression=5, predictor=2, rows=rgb)])
write('packbits-grey-be.tif', 'wb',
      [dict(page, samples=1, bits=8, photometric=1, compression=32773, rows=grey_runs)])
write('lzw-palette-grey-2-pages.tif', 'w', [
    dict(page, samples=1, bits=8, photometric=3, compression=5, colormap=colormap,
         rows=palette_index),
    dict(page, samples=1, bits=8, photometric=1, compression=5, rows=grey),
])
# One strip of 12 KB: the codes grow to 12 bits and the table is cleared several times.
write('lzw-grey-large-strip.tif', 'w', [
    dict(width=BW, height=BH, samples=1, bits=8, photometric=1, compression=5,
         rows_per_strip=BH, rows=large),
])
write('packbits-bilevel-le.tif', 'w',
      [dict(page, samples=1, bits=1, photometric=0, compression=32773, rows=bilevel)])


# Scanner and fax compressions (issue 14), decoded by utif2.
fax_a = [pack_bits_of_row([1 if (x * y + x) % 5 == 0 or x == y else 0 for x in range(W)])
         for y in range(H)]
fax_b = [pack_bits_of_row([1 if (x // 3 + y) % 2 == 0 else 0 for x in range(W)]) for y in range(H)]
write('ccitt-g4-2-pages.tif', 'w', [
    dict(page, samples=1, bits=1, photometric=0, compression=4, rows_per_strip=H, rows=fax_a),
    dict(page, samples=1, bits=1, photometric=0, compression=4, rows_per_strip=H, rows=fax_b),
])
write('ccitt-g3-be.tif', 'wb',
      [dict(page, samples=1, bits=1, photometric=0, compression=3, rows_per_strip=H, rows=fax_a)])
write('deflate-rgb-predictor-le.tif', 'w',
      [dict(page, samples=3, bits=8, photometric=2, compression=8, predictor=2, rows=rgb)])
write('deflate-grey-be.tif', 'wb',
      [dict(page, samples=1, bits=8, photometric=1, compression=8, rows=grey)])
# JPEG is lossy: a smooth picture, compared within a tolerance. 16 x 16, one strip.
smooth = [[v for x in range(16) for v in (x * 12 + 30, y * 12 + 30, 200 - x * 4 - y * 4)]
          for y in range(16)]
write('jpeg-rgb.tif', 'w', [dict(width=16, height=16, samples=3, bits=8, photometric=2,
                                 compression=7, rows_per_strip=16, rows=smooth)])
