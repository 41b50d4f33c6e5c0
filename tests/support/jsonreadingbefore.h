// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfilekeys.h"

#include <QByteArray>

namespace mltest
{

// A board's JSON text read as the program read it before the one pass (readJsonText): the key
// scan as it stood then, kept here unchanged, and then Qt's reader. What the one pass and the
// program's own two-pass reading (readJsonTextTwice, with the scan made faster) must both give.
ml::detail::JsonText readJsonAsBefore(const QByteArray &json);

} // namespace mltest
