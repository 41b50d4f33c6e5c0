// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the status bar's messages share, apart from the main window, so that a controller
// that shows a message needs no more of the window than its QMainWindow.
namespace ml
{

// Every message in the status bar times out (ms), so an old refusal never lingers beside
// what the board shows now.
inline constexpr int StatusTimeout = 12000;

} // namespace ml
