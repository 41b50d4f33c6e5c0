// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Paths baked in by CMake so tests find their data wherever they run from.
namespace mltest
{
inline QString dataDir()
{
    return QStringLiteral(MEEPLELAB_TEST_DATA);
}
inline QString examplesDir()
{
    return QStringLiteral(MEEPLELAB_EXAMPLES);
}
inline QString cliPath()
{
    return QStringLiteral(MEEPLELAB_CLI);
}
} // namespace mltest
