#pragma once

#include <QDialog>

#include <memory>

namespace ml
{

namespace Ui
{
class ExportDialog;
}

// File > Export picture, before the file dialog: the title above the board, the legend of
// the players' colours below it, and whether only the selected tiles are drawn. Laid out in
// ui/exportdialog.ui.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    // `title` is proposed (the board's title); the part can only be chosen with a selection,
    // and then it is chosen at first.
    ExportDialog(const QString &title, bool hasSelection, QWidget *parent = nullptr);
    ~ExportDialog() override;

    QString title() const;
    bool legend() const;
    bool selectionOnly() const;

private:
    std::unique_ptr<Ui::ExportDialog> m_ui;
};

} // namespace ml
