// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPageLayout>
#include <QPageSize>
#include <QString>

#include <functional>

class QPagedPaintDevice;

namespace ml
{

// Writes a PDF of the program's pages to `path`: 300 dpi, 12 mm margins, `size` in
// `orientation`; `paint` draws every page on the writer and says whether it could. On failure
// *error says why, in `lang` (empty: the program's language). Every PDF the program writes
// (a board, every step, a puzzle sheet) goes through here, so each fails the same clear way.
// `description`, the board in words for a reader who cannot see it, goes into the document's
// XMP metadata as its dc:description, next to the title (see pdffile.cpp for what Qt's
// writer cannot do beyond that).
bool writePdfFile(const QString &path, const QString &title, const QPageSize &size,
                  QPageLayout::Orientation orientation,
                  const std::function<bool(QPagedPaintDevice *)> &paint, QString *error,
                  const QString &lang = {}, const QString &description = {});

} // namespace ml
