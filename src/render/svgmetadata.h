#pragma once

#include <QString>

namespace ml
{

// The text QSvgGenerator writes into <title>, made safe to put there. Qt 6.4 writes the title
// as it is, so a board title from a stranger's file could close the element and add a
// <script> to a picture meant for a web page, and a bare '&' made the SVG malformed XML. The
// text is escaped for XML, and characters XML 1.0 cannot hold at all (controls other than tab
// and newline, lone surrogates) are left out. An empty title gives the program's own.
QString svgTitle(const QString &title);

} // namespace ml
