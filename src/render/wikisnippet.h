// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ml
{

// The line a wiki page (MediaWiki, as Wikicarpedia runs) needs to show an exported picture
// with its caption under it: [[File:NAME|thumb|CAPTION]]. `fileName` is the picture's name
// as uploaded (the folder is dropped); the caption is plain text, so whatever in it the wiki
// would read as markup (links, templates, tags, table and list signs, the bar that separates
// the parts) is written as a character reference and shows as typed. Line breaks become
// spaces. Without a caption the snippet has none. `alt`, the picture's alternative text for a
// reader who cannot see it (the board's description), goes in as alt=, escaped the same way;
// left out when empty.
QString wikiSnippet(const QString &fileName, const QString &caption, const QString &alt = {});

} // namespace ml
