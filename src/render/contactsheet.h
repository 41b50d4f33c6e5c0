// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>

namespace ml
{

class TileCatalogue;

// Every tile of a catalogue on one picture, labelled with its id, in rows of `columns`: the
// sheet people check by eye to see that each tile type is recognisable.
class ContactSheet
{
public:
    static QImage render(const TileCatalogue &catalogue, int cellPixels = 110, int columns = 10);
};

} // namespace ml
