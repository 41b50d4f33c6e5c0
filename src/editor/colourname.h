// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace ml
{

// A colour in words for the interface: a player's colour reads "Red" / "Rood", never "#c62828".
// The colours players get by default have their own names; any other colour is named after the
// nearest of a dozen plain ones. Translation context: ml::ColourName.
class ColourName
{
    Q_DECLARE_TR_FUNCTIONS(ml::ColourName)
public:
    // Empty for an invalid colour.
    static QString of(const QColor &colour);
};

} // namespace ml
