// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

#include <memory>

namespace ml
{

namespace Ui
{
class PuzzleSheetDialog;
}

// Asks what File > Export puzzle sheet prints: the open puzzle, the bundled library or a
// collection folder, in which language and how many puzzles to a page (ui/puzzlesheetdialog.ui).
class PuzzleSheetDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Source { OpenPuzzle, Library, Folder };

    // `hasPuzzle`: whether the open board has a puzzle (else that choice is off).
    PuzzleSheetDialog(bool hasPuzzle, const QString &language, QWidget *parent = nullptr);
    ~PuzzleSheetDialog() override;

    Source source() const;
    QString folder() const;
    QString language() const;
    int perPage() const;

private:
    void chooseFolder();
    void updateOk();

    std::unique_ptr<Ui::PuzzleSheetDialog> m_ui;
};

} // namespace ml
