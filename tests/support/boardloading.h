// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QString>

#include <optional>

// Reading the test boards: tests load bundled and test-data boards by path.
namespace mltest
{

// The board file at `path`, or nothing when it cannot be read or parsed.
std::optional<ml::BoardFile> tryLoad(const QString &path);
// The board file at `path`; a test board that cannot be read stops the test run at once.
ml::BoardFile load(const QString &path);

} // namespace mltest
