// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QImage;

namespace ml
{

// The text QSvgGenerator writes into <title>, made safe to put there. Qt 6.4 writes the title
// as it is, so a board title from a stranger's file could close the element and add a
// <script> to a picture meant for a web page, and a bare '&' made the SVG malformed XML. The
// text is escaped for XML, and characters XML 1.0 cannot hold at all (controls other than tab
// and newline, lone surrogates) are left out. An empty title gives the program's own.
QString svgTitle(const QString &title);
// Any plain text made safe as the content of an XML element the same way, with nothing in its
// place when empty: the <desc> of an SVG (a board's description in words), a PDF's XMP
// metadata.
QString xmlText(const QString &text);

// The title and the description of a picture as the text chunks a PNG writer puts in the file
// ("Title", "Description": the PNG specification's keywords, which image viewers and
// accessibility tools read), each left out when empty. Characters no text chunk should hold
// (controls other than tab and newline) are dropped.
void setPictureText(QImage *image, const QString &title, const QString &description);

// Every text's font in an SVG from QSvgGenerator, given with fallbacks, so that a browser or
// another SVG renderer without the face Qt drew with picks a similar one instead of a serif
// default. Qt writes its own alias for the default face ("Sans Serif"), which no browser
// knows: it is replaced by the face it stands for on this system. The texts stay text, so
// they can be found, copied and read aloud.
QByteArray svgWithFontFallbacks(const QByteArray &svg);
// Every text of an SVG from QSvgGenerator turned into the outline of its glyphs, as the face
// it was drawn with shapes them, so the picture looks the same in any viewer whatever fonts
// it has. Each outline keeps its words in a <title>, for search and screen readers.
QByteArray svgTextAsPaths(const QByteArray &svg);

} // namespace ml
