// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// How a board's exported pictures are made (the board file's "picture" key): kept with the
// board, so that the file gives the same pixels when its picture is made again after a fix,
// whether by the desktop's export or by `meeplelab-cli render`.
namespace ml
{

struct FileError;

struct PictureSettings {
    // Which part of the board is drawn: all of it, a rectangle of cells, or the cells the
    // annotations and a step's marks touch. Each with `margin` cells of room round it.
    enum class Crop : quint8 { Board, Cells, Marks };

    bool transparent = false; // no table colour behind the tiles and the texts
    Crop crop = Crop::Board;
    Cell cropFrom; // Crop::Cells: two opposite corners, both included
    Cell cropTo;
    double margin = 0.25;
    // Pixels per tile in a PNG; 0 lets the picture's longest side decide. `dpi` instead
    // prints a tile at its real size (kTileMillimetres) and writes the DPI into the PNG.
    int tileSize = 0;
    int dpi = 0;
    bool coordinates = false; // column letters and row numbers along the edges
    // SVG only: every text drawn as the outline of its glyphs, so it looks the same in every
    // viewer, at the cost of text that can be selected.
    bool textAsPaths = false;
    // The legend's parts: the players' colours, the other figures on the board, and what each
    // marker means.
    bool legendPlayers = true;
    bool legendFigures = true;
    bool legendMarks = true;
    // Each player's figures carry a shape besides their colour (and the legend shows it), so
    // no reader needs to tell the colours apart.
    bool playerMarks = true;

    bool operator==(const PictureSettings &o) const;
    bool operator!=(const PictureSettings &o) const { return !(*this == o); }

    bool hasLegend() const { return legendPlayers || legendFigures || legendMarks; }
    // Pixels per tile the settings ask for: tileSize, or what dpi gives; 0 for neither.
    double pixelsPerTile() const;
};

// A printed tile of the game measures 45 mm a side.
constexpr double kTileMillimetres = 45.0;
constexpr int kMinTileSize = 16;
constexpr int kMaxTileSize = 1000;
constexpr int kMinDpi = 50;
constexpr int kMaxDpi = 1200;
constexpr double kMaxMargin = 5.0;

// Reads the "picture" object (exit 2 with the key's path on anything out of range). Keys the
// program does not know are left to the file, as elsewhere.
bool readPictureSettings(const QJsonValue &v, PictureSettings *out, FileError *error);
// The "picture" object as the file writes it: only what differs from the defaults, so a file
// whose settings are all default has no key at all (an empty object).
QJsonObject pictureSettingsJson(const PictureSettings &settings);

// The command line's forms: "board", "marks", or "X1,Y1:X2,Y2" for a rectangle of cells;
// "players,figures,marks" (any of them, or "none") for the legend. nullopt with `why` set on
// anything else.
std::optional<PictureSettings::Crop> cropFromText(const QString &text, Cell *from, Cell *to,
                                                  QString *why);
std::optional<PictureSettings> withLegendText(PictureSettings settings, const QString &text,
                                              QString *why);

} // namespace ml
