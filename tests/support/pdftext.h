// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

// The words on each page of a PDF that Qt's QPdfWriter wrote, without a PDF library: Qt
// compresses the page contents and writes each glyph as a font's glyph number, so the text is
// read back through the fonts' ToUnicode tables. Only what a test needs: the text of every
// page, in page order, the glyphs in the order they are drawn (spaces may be missing, since
// Qt places words rather than writing blanks: compare with squeezed()).
namespace mltest
{

QStringList pdfPageTexts(const QByteArray &pdf);
// `text` without any white space, ligatures (ﬁ) as their letters.
QString squeezed(const QString &text);

} // namespace mltest
