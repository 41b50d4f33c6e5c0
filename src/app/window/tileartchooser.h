// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tileart.h"

#include <QObject>

#include <memory>

class QAction;
class QActionGroup;
class QMainWindow;

namespace ml
{

class BoardView;

// View > Tile art: which pictures the tiles are drawn with, in the view and in every export.
// The built-in art, the project's line art for print (bundled, :/art/line-art), or a folder of
// the user's own pictures (TileArt). The choice and the folder are remembered (QSettings) and
// restored at start. Choosing a folder names, once, the tiles it has no picture of and the
// files it refuses; at start the same goes to the status bar, without a dialog in the way.
class TileArtChooser : public QObject
{
    Q_OBJECT
public:
    TileArtChooser(QAction *builtin, QAction *lineArt, QAction *folder, BoardView *view,
                   QMainWindow *window);

    // Puts the remembered choice in use; call it once its listeners are connected.
    void restore();
    // Where the bundled line art is.
    static QString lineArtFolder();

Q_SIGNALS:
    // Other art is in use: lists of tile pictures draw theirs again.
    void artChanged();

private:
    enum class Choice { Builtin, LineArt, Folder };
    void chooseBuiltin();
    void chooseLineArt();
    void chooseFolder();
    // Puts `art` (null: the built-in art) in use and redraws; `told` says what a user who
    // just chose should be told (in a message box) or only shown in the status bar.
    void use(Choice choice, const std::shared_ptr<const TileArt> &art, bool told);
    void check(Choice choice);
    void report(const TileArt &art, bool told);
    QString problemText(const TileArt::Problem &problem) const;

    QAction *m_builtin;
    QAction *m_lineArt;
    QAction *m_folder;
    BoardView *m_view;
    QMainWindow *m_window;
    Choice m_choice = Choice::Builtin;
};

} // namespace ml
