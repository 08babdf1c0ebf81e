#!/usr/bin/env python3
"""Writes one page per encoding, and its UTF-8 twin (.utf8), for EncodingTests.

Each page says its encoding as a real page would (a byte-order mark, <meta charset>, or
<meta http-equiv>), and on line 3 calls a handler whose name is a word in that encoding's
script, after more of that script on the same line, so a finding's column and quoted text
show whether the page was decoded. Run from this folder: python3 make.py
"""
TEMPLATE = ('<html><head>{meta}<title>{word}</title></head>\n'
            '<body><p>{word}{word}</p>\n'
            '<p>{word}</p><script>var s = "{word}"; window.webkit.messageHandlers.{word}.postMessage(s)</script>\n'
            '</body></html>\n')
CASES = [  # file, meta, Python codec, byte-order mark, word
    ("shift_jis", '<meta charset="Shift_JIS">', "cp932", b"", "日本語"),
    ("euc-jp", "<meta charset=euc-jp>", "euc_jp", b"", "日本語"),
    ("euc-kr", '<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">', "cp949", b"", "한국어"),
    ("gb18030", "<meta charset='gb18030'>", "gb18030", b"", "中文字"),
    ("windows-1252", '<meta charset="windows-1252">', "cp1252", b"", "café"),
    ("iso-8859-1", '<META HTTP-EQUIV="content-type" CONTENT="text/html;charset=ISO-8859-1">', "cp1252", b"", "naïve"),
    ("utf-16le", "", "utf-16-le", b"\xff\xfe", "日本語"),
    ("utf-16be", '<meta charset="utf-16">', "utf-16-be", b"\xfe\xff", "한국어"),
    ("utf-8-bom", "", "utf-8", b"\xef\xbb\xbf", "中文字"),
]
for name, meta, codec, bom, word in CASES:
    with open(f"{name}.html", "wb") as f:
        f.write(bom + TEMPLATE.format(meta=meta, word=word).encode(codec))
    # The twin: the same page in UTF-8, saying so.
    with open(f"{name}.utf8", "wb") as f:
        f.write(TEMPLATE.format(meta='<meta charset="utf-8">' if meta else "", word=word).encode("utf-8"))
