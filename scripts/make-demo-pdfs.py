"""Writes the demo PDF documents (apps/web/public/demo/docs/*.pdf): small, text-only PDFs whose
Chinese text uses the non-embedded Adobe-GB1 font STSong-Light with the UniGB-UCS2-H CMap, so a
viewer needs pdf.js's CJK character maps to show and search it. Run: python3 scripts/make-demo-pdfs.py
"""
import os

OUT = os.path.join(os.path.dirname(__file__), '..', 'apps', 'web', 'public', 'demo', 'docs')


def latin(s):
    return '(' + s.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)') + ')'


def cjk(s):
    return '<' + s.encode('utf-16-be').hex().upper() + '>'


def page_stream(lines):
    """lines: (font, size, x, y, text); font F1 = Helvetica, F2 = STSong-Light."""
    ops = []
    for font, size, x, y, text in lines:
        shown = latin(text) if font == 'F1' else cjk(text)
        ops.append(f'BT /{font} {size} Tf {x} {y} Td {shown} Tj ET')
    return '\n'.join(ops).encode('latin-1')


def write_pdf(path, pages):
    objs = []  # bytes of objects 1..n

    def add(body):
        objs.append(body)
        return len(objs)

    catalog = add(b'')  # placeholder
    pages_id = add(b'')
    f1 = add(b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
    desc = add(b'<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] '
               b'/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>')
    cid = add(f'<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light '
              f'/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> '
              f'/FontDescriptor {desc} 0 R /DW 1000 >>'.encode())
    f2 = add(f'<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H '
             f'/Encoding /UniGB-UCS2-H /DescendantFonts [{cid} 0 R] >>'.encode())
    kids = []
    for lines in pages:
        stream = page_stream(lines)
        content = add(b'<< /Length %d >>\nstream\n' % len(stream) + stream + b'\nendstream')
        kids.append(add(f'<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 595 842] '
                        f'/Resources << /Font << /F1 {f1} 0 R /F2 {f2} 0 R >> >> '
                        f'/Contents {content} 0 R >>'.encode()))
    objs[catalog - 1] = f'<< /Type /Catalog /Pages {pages_id} 0 R >>'.encode()
    objs[pages_id - 1] = f'<< /Type /Pages /Kids [{" ".join(f"{k} 0 R" for k in kids)}] /Count {len(kids)} >>'.encode()
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
    offsets = []
    for i, body in enumerate(objs, 1):
        offsets.append(len(out))
        out += f'{i} 0 obj\n'.encode() + body + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs) + 1}\n0000000000 65535 f \n'.encode()
    for off in offsets:
        out += f'{off:010d} 00000 n \n'.encode()
    out += f'trailer\n<< /Size {len(objs) + 1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    with open(path, 'wb') as fh:
        fh.write(out)


DOCS = {
    'xuantie-c920-vector-manual.pdf': [
        [('F2', 24, 60, 760, '玄铁 C920 向量扩展手册'), ('F1', 12, 60, 730, 'XuanTie C920 vector extension manual'),
         ('F2', 12, 60, 690, '第一章 概述：C920 支持 RVV 1.0 向量指令。'),
         ('F2', 12, 60, 670, '向量寄存器长度为 128 位，共 32 个向量寄存器。')],
        [('F2', 18, 60, 760, '第二章 编程模型'), ('F2', 12, 60, 730, '使用 vsetvli 指令设置向量长度与元素宽度。'),
         ('F1', 12, 60, 710, 'vsetvli t0, a0, e32, m4, ta, ma')],
        [('F2', 18, 60, 760, '第三章 性能调优'), ('F2', 12, 60, 730, '循环展开与数据对齐可以显著提高吞吐。')],
    ],
    'th1520-hardware-design-guide.pdf': [
        [('F1', 22, 60, 760, 'TH1520 hardware design guide'), ('F1', 12, 60, 730, 'Power, clocks and DDR layout.'),
         ('F2', 12, 60, 700, '电源设计：核心电压 0.8 V。')],
        [('F1', 18, 60, 760, 'DDR layout'), ('F1', 12, 60, 730, 'Keep the DQ groups length-matched within 5 mil.')],
    ],
}

if __name__ == '__main__':
    os.makedirs(OUT, exist_ok=True)
    for name, pages in DOCS.items():
        write_pdf(os.path.join(OUT, name), pages)
        print('wrote', name)
