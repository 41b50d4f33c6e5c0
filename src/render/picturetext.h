// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ml
{

// A text of the program in `lang`, which need not be the program's language: a picture or a
// printed sheet may be made in Dutch from an English window, and the command-line tool has no
// interface language at all. The program's translation file for `lang` (:/i18n) when it has
// one, the current translator otherwise; English is the source text itself.
QString textIn(const char *context, const char *source, const QString &lang);

} // namespace ml
