// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picturepages.h"

#include <QMap>
#include <QString>

namespace ml
{

class BoardFile;
class VariantComparison;

// Quiz answers are often given twice, "by the first edition's rules / by today's": one picture
// with the board under both readings side by side, each captioned with the option's value and
// the totals it gives, the scorings that come out differently tinted on each with their points
// written. The captions are in the interface's language, as the comparison dialog words the
// options; the board's title above them in `lang`.
PicturePages variantPictures(const BoardFile &file, const QMap<QString, QString> &overrides,
                             const VariantComparison &comparison, const QString &lang);

// Writes them as one PNG (at 80 pixels a tile) or SVG, by the path's suffix. False with
// `error` set when nothing could be written.
bool writeVariantPicture(const PicturePages &pages, const QString &path, QString *error);

} // namespace ml
